/** The domain of a From value such as `Nivesh <no-reply@mail.nivesh.in>` or `no-reply@mail.nivesh.in`. */
export function fromDomain(from: string): string | null {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const at = address.trim().lastIndexOf('@');
  const domain =
    at > 0
      ? address
          .trim()
          .slice(at + 1)
          .toLowerCase()
      : '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}
