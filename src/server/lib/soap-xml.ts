/**
 * The little XML the outside systems' SOAP services need (the KRA's PAN inquiry, BSE StAR MF
 * order entry): envelopes written by hand and a reader for flat answers. Their answers are flat
 * records of text elements, so a reader of named elements is enough; it refuses what it cannot
 * read instead of guessing. No DTDs or entities beyond the five predefined and numeric ones are
 * honoured, so a hostile answer cannot expand or reach files.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an element or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Element text back to a string: the predefined and numeric entities, and CDATA sections. */
export function unescapeXml(text: string): string {
  return text
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[')
        ? part.slice(9, -3)
        : part.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, e: string) => {
            if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
            if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
            const named = NAMED[e];
            if (named === undefined) throw new Error(`XML entity &${e}; is not allowed`);
            return named;
          }),
    )
    .join('');
}

/** `<name>text</name>`, escaped; children given as already-written XML are kept as they are. */
export function element(name: string, content: string | number | null | undefined | { xml: string }): string {
  if (content === null || content === undefined || content === '') return `<${name}/>`;
  return `<${name}>${typeof content === 'object' ? content.xml : escapeXml(String(content))}</${name}>`;
}

export type SoapVersion = '1.1' | '1.2';
const ENVELOPE_NS: Record<SoapVersion, string> = { '1.1': 'http://schemas.xmlsoap.org/soap/envelope/', '1.2': 'http://www.w3.org/2003/05/soap-envelope' };

/** A SOAP envelope around a body (and header) written with `element`. */
export function soapEnvelope(version: SoapVersion, body: string, header = ''): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENVELOPE_NS[version]}">${header ? `<soap:Header>${header}</soap:Header>` : ''}<soap:Body>${body}</soap:Body></soap:Envelope>`;
}

/** The HTTP headers a SOAP call carries: 1.1 names the action in SOAPAction, 1.2 in the content type. */
export function soapHeaders(version: SoapVersion, action: string): Record<string, string> {
  return version === '1.1'
    ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` }
    : { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` };
}

function assertPlainXml(xml: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new Error('XML with a DOCTYPE or entity declaration is refused');
}

/**
 * The text of every element with this local name (any namespace prefix), in document order.
 * An element with children gives its inner XML unescaped only where it is plain text; callers ask
 * for leaf elements.
 */
export function readAll(xml: string, localName: string): string[] {
  assertPlainXml(xml);
  const name = localName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>)`, 'g');
  return Array.from(xml.matchAll(re), (m) => unescapeXml(m[1] ?? ''));
}

/** The text of the first element with this local name, or null when there is none. */
export function readText(xml: string, localName: string): string | null {
  return readAll(xml, localName)[0] ?? null;
}

/** A SOAP fault's reason (1.1 faultstring or 1.2 Reason/Text), or null when the answer is no fault. */
export function soapFault(xml: string): string | null {
  if (readAll(xml, 'Fault').length === 0) return null;
  return (readText(xml, 'faultstring') ?? readText(xml, 'Text') ?? 'SOAP fault').trim();
}
