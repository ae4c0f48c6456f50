import { useId, type ReactNode } from 'react';

export interface BlockSectionProps {
  /** The block type, for the `block-<type>` class. */
  type: string;
  /** An h2 title that also names the section; no heading and no name without it. */
  title?: string;
  /** A paragraph under the title. */
  intro?: string;
  /** Extra classes after `block block-<type>`. */
  className?: string;
  children?: ReactNode;
}

/**
 * The common frame of a block: a `<section>` named by its optional h2 title, then the optional
 * intro, then the block's content. Blocks whose heading or intro differ keep their own markup.
 */
export function BlockSection({ type, title, intro, className, children }: BlockSectionProps) {
  const titleId = useId();
  return (
    <section className={`block block-${type}${className ? ` ${className}` : ''}`} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className="block__title">
          {title}
        </h2>
      ) : null}
      {intro ? <p className="block__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
