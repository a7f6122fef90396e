/**
 * Styles by class: a CSS module styles the elements it renders through classes put on them
 * (`className={styles.title}`), never by element type nor by what sits under one of its classes.
 * `.section h1` (0,1,1) beat the `.title` of any heading rendered inside it, so a heading's size
 * depended on the page around it. A library component is styled through its props or a
 * className prop, never by reaching into its elements. `global.css` keeps the element resets.
 */
const byClass =
  'style the element through a class it carries (className={styles.x}), not by its element type';

/** @type {import('stylelint').Config} */
export default {
  rules: {},
  overrides: [
    {
      files: ['packages/ui/**/*.module.css'],
      rules: {
        // `.nav a`, `.grid > li`, `textarea.control`: a module names no element type.
        'selector-max-type': [0, { message: byClass }],
        // `.layout > *`: nor every child, whoever renders it.
        'selector-max-universal': [0, { message: byClass }],
        // `.breadcrumbs [aria-current='page']`, `.row > :first-child`: after a combinator, the
        // element is named by one of the module's classes (`.link[aria-current='page']` is fine).
        'selector-disallowed-list': [
          [/[\s>+~]\s*[[:](?![^()]*\))/],
          { splitList: true, message: byClass },
        ],
      },
    },
  ],
};
