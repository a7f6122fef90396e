/**
 * Splices an inline `<script>` into built HTML next to the first match of `anchor`: right after it
 * or right before it. Fails the build when the anchor is missing, so a changed template cannot
 * silently drop the script (`plugin` names the plugin in that error).
 */
export function insertInlineScript(
  html: string,
  script: string,
  { after, before, plugin }: { after?: RegExp; before?: RegExp; plugin: string },
): string {
  const anchor = after ?? before;
  if (!anchor) throw new Error(`${plugin}: no place given for the inline script`);
  const found = anchor.exec(html);
  if (!found) throw new Error(`${plugin}: the built HTML has no ${anchor.source}`);
  const tag = `<script>${script}</script>`;
  if (after) {
    const at = found.index + found[0].length;
    return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
  }
  return `${html.slice(0, found.index)}${tag}\n    ${html.slice(found.index)}`;
}
