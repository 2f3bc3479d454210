/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, plain } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  Fact: {
    summary: 'One school fact in the text, by its name in pages/_school.facts.yml (<Fact name="formFee" />).',
    // `name` is checked against the facts file (src/content/facts/facts.node.ts), which also writes `value` in.
    props: { name: plain(), value: plain().optional() },
  },
});
