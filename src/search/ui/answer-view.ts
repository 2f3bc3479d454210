/**
 * The search dialog's answer (dialog.ts), without a framework: a region named "Answer" above the
 * results, each answer's label and value (a phone as a tap-to-call link, WhatsApp and e-mail as links),
 * its date's detail and the page it comes from. Its text is also said by the dialog's status line.
 */
import type { SearchAnswer } from '../engine/answer.ts';
import { el } from './shell.ts';

export function answerView(answers: readonly SearchAnswer[]): HTMLElement {
  return el(
    'section',
    { class: 'search-dialog__answer', 'aria-label': answers.length === 1 ? 'Answer' : 'Answers' },
    ...answers.map((answer) =>
      el(
        'div',
        { class: 'search-dialog__answer-item' },
        el(
          'p',
          { class: 'search-dialog__answer-text' },
          el('span', { class: 'search-dialog__answer-label' }, `${answer.label}: `),
          el(
            'strong',
            {},
            ...answer.value.map((part) =>
              part.href ? el('a', { href: part.href, class: 'search-dialog__answer-link' }, part.text) : part.text,
            ),
          ),
        ),
        ...(answer.detail ? [el('p', { class: 'search-dialog__answer-detail' }, answer.detail)] : []),
        el('p', { class: 'search-dialog__answer-source' }, 'From ', el('a', { href: answer.href }, answer.source)),
      ),
    ),
  );
}
