/** The News list's pieces, plain (see README.md here). */
export const DateText = ({ start, end }: { start: string; end?: string }) => (
  <time dateTime={start}>{end ? `${start} – ${end}` : start}</time>
);
export const ExampleBadge = ({ words = 'Example' }: { words?: string }) => <span>{words}</span>;
