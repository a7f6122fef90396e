// Terminal colour codes (ESC [ … m) appear in build logs and in storybook/test assertion messages.
const colourCode = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** @param {string} text */
export const stripColours = (text) => text.replace(colourCode, '');
