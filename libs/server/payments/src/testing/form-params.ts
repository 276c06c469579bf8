/**
 * Parses the form encoding Stripe's API takes (`transfer_data[destination]=acct_1&expand[0]=x`)
 * into nested objects; list indexes stay object keys ('0', '1' …).
 */
export function formParams(encoded: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const path = name.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node = root;
    for (const [index, part] of path.entries()) {
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[key] = value;
      } else {
        const next = node[key];
        node = (typeof next === 'object' && next !== null ? next : (node[key] = {})) as Record<string, unknown>;
      }
    }
  }
  return root;
}
