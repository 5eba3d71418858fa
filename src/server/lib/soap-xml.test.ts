import { describe, expect, it } from 'vitest';
import { element, escapeXml, readAll, readText, soapEnvelope, soapFault, soapHeaders, unescapeXml } from './soap-xml.ts';

describe('the SOAP XML helpers', () => {
  it('escapes what would break out of an element, and reads it back', () => {
    const hostile = `R&D <b>"quoted"</b> it's`;
    expect(escapeXml(hostile)).toBe('R&amp;D &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; it&apos;s');
    expect(unescapeXml(escapeXml(hostile))).toBe(hostile);
    expect(readText(`<a>${element('name', hostile)}</a>`, 'name')).toBe(hostile);
  });

  it('reads elements under any namespace prefix, empty ones, CDATA and numeric entities', () => {
    const xml =
      '<s:Envelope xmlns:s="x"><s:Body><r:Result xmlns:r="y">A &#x26; B &#65;</r:Result><Empty/><Other attr="1"><![CDATA[<raw> & all]]></Other></s:Body></s:Envelope>';
    expect(readText(xml, 'Result')).toBe('A & B A');
    expect(readText(xml, 'Empty')).toBe('');
    expect(readText(xml, 'Other')).toBe('<raw> & all');
    expect(readText(xml, 'Missing')).toBeNull();
    expect(readAll('<l><i>1</i><i>2</i></l>', 'i')).toEqual(['1', '2']);
  });

  it('refuses DOCTYPEs and unknown entities (no expansion, no external reads)', () => {
    expect(() => readText('<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', 'a')).toThrow('DOCTYPE');
    expect(() => readText('<a>&nbsp;</a>', 'a')).toThrow('&nbsp; is not allowed');
  });

  it('writes SOAP 1.1 and 1.2 envelopes and their headers, and reads faults of both', () => {
    expect(soapEnvelope('1.2', element('x', 1), element('h', 2))).toBe(
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Header><h>2</h></soap:Header><soap:Body><x>1</x></soap:Body></soap:Envelope>',
    );
    expect(soapHeaders('1.1', 'urn:a')).toEqual({ 'content-type': 'text/xml; charset=utf-8', soapaction: '"urn:a"' });
    expect(soapHeaders('1.2', 'urn:a')).toEqual({ 'content-type': 'application/soap+xml; charset=utf-8; action="urn:a"' });
    expect(soapFault('<Envelope><Body><Fault><faultcode>s:Client</faultcode><faultstring>Bad login</faultstring></Fault></Body></Envelope>')).toBe('Bad login');
    expect(soapFault('<Envelope><Body><Fault><Code/><Reason><Text xml:lang="en">Action mismatch</Text></Reason></Fault></Body></Envelope>')).toBe(
      'Action mismatch',
    );
    expect(soapFault('<Envelope><Body><ok/></Body></Envelope>')).toBeNull();
  });
});
