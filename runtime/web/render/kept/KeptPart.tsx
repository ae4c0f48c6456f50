import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { KEPT_PART_ATTRIBUTE, keptPartComponent, keptPartHtml, registerKeptPart } from './kept-parts.ts';
import { useKeptLinkClick } from './use-kept-link-click.ts';

export interface KeptPartProps<P extends object> {
  /** The part's name (the wrapper's `data-kept-part`). */
  name: string;
  /** The data the part renders from: the kept HTML serves while it is the first render's data. */
  source: unknown;
  /** The part's browser chunk, imported when it must render from code. */
  load: () => Promise<ComponentType<P>>;
  props: P;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one lazy component per part, each with its props
const lazyParts = new Map<string, LazyExoticComponent<ComponentType<any>>>();

function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  let part = lazyParts.get(name);
  if (!part) {
    part = lazy(async () => {
      const component = await load();
      registerKeptPart(name, component);
      return { default: component };
    });
    lazyParts.set(name, part);
  }
  return part as LazyExoticComponent<ComponentType<P>>;
}

/**
 * A shell part with no browser behaviour (the footer's columns), the way `StaticBlock` does it
 * for blocks (decision 0022): the server renders its component (registered at start); the
 * browser keeps that HTML and loads none of its code until `source` changes (a language switch
 * reloads the root data), then imports `load` and renders from it, the old HTML standing in
 * meanwhile. Links inside kept HTML navigate with the router.
 */
export function KeptPart<P extends object>({ name, source, load, props }: KeptPartProps<P>) {
  const onClick = useKeptLinkClick();
  const attributes = { [KEPT_PART_ATTRIBUTE]: name, className: 'static-block', onClick };
  const Component = keptPartComponent(name) as ComponentType<P> | undefined;
  if (Component) {
    return (
      <div {...attributes}>
        <Component {...props} />
      </div>
    );
  }
  const kept = keptPartHtml(name, source);
  if (kept?.current) return <div {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: kept.html }} />;
  const Lazy = lazyPart(name, load);
  return (
    <Suspense fallback={kept ? <div {...attributes} dangerouslySetInnerHTML={{ __html: kept.html }} /> : null}>
      <div {...attributes}>
        <Lazy {...props} />
      </div>
    </Suspense>
  );
}
