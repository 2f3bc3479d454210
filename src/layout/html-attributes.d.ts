// HTML attributes that @types/react 19 does not list yet (it has `closedby` for <dialog>). React renders unknown lowercase
// attributes unchanged, so the layout can use them in its static markup.
import 'react';

declare module 'react' {
  // Invoker commands: a button that opens or closes a <dialog> without script.
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
