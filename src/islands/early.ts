/**
 * The inline script of a page without islands (src/build/generate/early-script.ts writes it into the
 * <head>): it fetches the boot script when it is wanted (./boot-loading.ts), so the page costs
 * no script request before its first paint.
 */
import { loadBootWhenWanted } from './boot-loading';

loadBootWhenWanted(document.currentScript as HTMLScriptElement);
