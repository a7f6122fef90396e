/** The custom properties declared on :root by the loaded stylesheets, in order, with their values. */
export function readRootTokens(prefix = '--'): Array<{ name: string; value: string }> {
  const names: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText === ':root') {
        for (const property of Array.from(rule.style)) {
          if (property.startsWith(prefix) && !names.includes(property)) names.push(property);
        }
      }
    }
  }
  const computed = getComputedStyle(document.documentElement);
  return names.map((name) => ({ name, value: computed.getPropertyValue(name).trim() }));
}

/** One token's value as the browser computed it (var() references resolved). */
export const tokenValue = (name: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();
