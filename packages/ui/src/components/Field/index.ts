export { Field, FieldError, fieldStyles, useFieldIds, type FieldProps } from './Field.tsx';
