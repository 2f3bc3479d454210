// HTML attributes that @types/react 19 does not list yet. React renders unknown lowercase
// attributes unchanged, so the layout can use them in its static markup.
import 'react';

declare module 'react' {
  // Invoker commands: a button that opens or closes a <dialog> without script.
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
  // Which presses close a modal dialog: 'any' adds a press outside it (light dismiss).
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
