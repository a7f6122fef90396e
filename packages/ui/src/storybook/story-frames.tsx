import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { contrastRatio, rgbToHex } from '../styles/contrast.ts';

/** Lays a component out on a phone-wide (390 px) column, as a visitor's phone would. */
export const onPhone: Decorator = (Story) => (
  <div style={{ width: 390, maxWidth: '100%', padding: 16, boxSizing: 'border-box' }}>
    <Story />
  </div>
);

/** Centres a component on the page background with some room for its focus ring. */
export const onPage: Decorator = (Story) => (
  <div style={{ padding: 24 }}>
    <Story />
  </div>
);

/** The first opaque background behind an element, as the browser computed it. */
function backgroundBehind(element: Element): string {
  for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour && !/rgba\(.*,\s*0\)$/.test(colour) && colour !== 'transparent') {
      return rgbToHex(colour);
    }
  }
  return '#ffffff';
}

/**
 * Tabs to `element` and checks that its focus ring is drawn and reaches 3:1 against what is
 * behind it (WCAG 2.2 asks it of focus indicators; axe does not check it).
 */
export async function expectVisibleFocus(element: HTMLElement) {
  element.blur();
  await userEvent.tab();
  while (document.activeElement !== element) {
    const before = document.activeElement;
    await userEvent.tab();
    if (document.activeElement === before) break;
  }
  await expect(element).toHaveFocus();
  await expect(element.matches(':focus-visible')).toBe(true);
  const style = getComputedStyle(element);
  await expect(style.outlineStyle).not.toBe('none');
  await expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  const ratio = contrastRatio(rgbToHex(style.outlineColor), backgroundBehind(element));
  await expect(ratio).toBeGreaterThanOrEqual(3);
}
