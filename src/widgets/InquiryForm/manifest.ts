/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets } from '../../content/schemas/manifest-kit.ts';
import { DRAFT_KEY } from './draft-key.ts';

export default defineWidgets({
  InquiryForm: {
    summary: "The parents' enquiry form (sent by e-mail; without JavaScript it offers the e-mail address and phone).",
    // A parent can read and fill in the form as plain HTML; its code comes with the first tap or focus.
    hydrate: 'interaction',
    // A saved draft is shown at once, and ?type= preselects the inquiry type.
    wakeAtLoadIf: { stored: DRAFT_KEY, query: 'type' },
    props: {},
  },
});
