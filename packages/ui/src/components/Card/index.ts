export { Card, CardMedia, type CardProps } from './Card.tsx';
