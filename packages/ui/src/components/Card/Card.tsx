import type { HTMLAttributes, ImgHTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element it is: `article` for a self-contained item, `li` inside a list, `section`. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  padding?: 'none' | 'md' | 'lg';
  /** A flat card with a line around it, for cards inside cards. */
  outlined?: boolean;
  /** Fills its grid cell, so cards in a row are as tall as the tallest. */
  stretch?: boolean;
  children: ReactNode;
}

/** The white surface that groups one thing: a beach, an article, a file, a form. */
export function Card({
  as: Element = 'div',
  padding = 'md',
  outlined = false,
  stretch = false,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element
      className={[
        styles.card,
        styles[`padding-${padding}`],
        outlined ? styles.outlined : null,
        stretch ? styles.stretch : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
}

/** A card's 16:9 picture, edge to edge (use with `padding="none"`). */
export function CardMedia({
  className,
  alt,
  ...image
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  return (
    <img
      className={[styles.media, className].filter(Boolean).join(' ')}
      alt={alt}
      decoding="async"
      {...image}
    />
  );
}
