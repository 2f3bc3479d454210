/** The colours of a Callout (listed for editors in CONTENT.md). */
export const calloutTones = ['info', 'warning', 'success'] as const;
export type CalloutTone = (typeof calloutTones)[number];
