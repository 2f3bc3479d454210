/**
 * Wraps an interactive widget as an island: at prerender it is rendered as a React root of its
 * own (so the browser can hydrate just this part of the page), and its props travel beside it
 * in a non-executable JSON block. The rest of the page is plain HTML that never hydrates.
 * The build gives every page this wrapper for the widgets listed in `islands`
 * (src/widgets/manifest.ts), through `virtual:island/<Name>` (src/build/plugins/islands-plugin.ts).
 */
import { useId, type ComponentType } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { renderToString } from 'react-dom/server';
import type { HydrateOn, WakeAtLoad } from '../content/schemas/widget-catalog.ts';
import { collectImages } from './images';
import { islandPropsJson } from './props';

export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  hydrateOn: HydrateOn,
  wake: WakeAtLoad = {},
  /**
   * A widget folder's prerender-props.ts: props filled in here unless the page gives them, or a
   * function making the widget's props from the page's and the page's address (the gallery sends
   * only the photos of the page shown).
   */
  prerenderProps: Partial<P> | ((pageProps: never, where: { pathname: string }) => P) = {},
): ComponentType<P> {
  /** The island at the page's address: the router's, inside one. */
  function AtAddress(pageProps: P) {
    return <Drawn pageProps={pageProps} pathname={useLocation().pathname} />;
  }
  function Island(pageProps: P) {
    // Outside a router (a test rendering an island alone) the address is the home page's.
    return useInRouterContext() ? <AtAddress {...pageProps} /> : <Drawn pageProps={pageProps} pathname="/" />;
  }
  function Drawn({ pageProps, pathname }: { pageProps: P; pathname: string }) {
    const props =
      typeof prerenderProps === 'function' ? prerenderProps(pageProps as never, { pathname }) : { ...prerenderProps, ...pageProps };
    const id = useId();
    // A prefix for the island's own useId values, the same at prerender and in the browser.
    const prefix = `i${id.replace(/[^A-Za-z0-9]/g, '')}-`;
    const { result: html, images } = collectImages(() => renderToString(<Component {...props} />, { identifierPrefix: prefix }));
    const json = islandPropsJson(name, { props, images });
    return (
      <>
        <script type="application/json" data-island-props={prefix} dangerouslySetInnerHTML={{ __html: json }} />
        <div
          data-island={name}
          data-hydrate={hydrateOn}
          data-island-id={prefix}
          data-wake-stored={wake.stored}
          data-wake-query={wake.query}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
