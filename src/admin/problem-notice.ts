/**
 * What the editor says when the checks refuse a save: a box at the foot of the screen that stays
 * until the mistakes are fixed (the form is checked again as the office types), each mistake said
 * with the name of its field as the form shows it and the build's own words, the field marked in
 * the form (Decap's red outline and the message under it) and a button that goes to it. The file
 * and line, which the build prints first, come last, for whoever helps the office.
 */
import type { Problem } from '../content/problems/problem.ts';
import { formField, type FormField } from './form-fields.ts';
import { showFieldErrors } from './decap-store.ts';

/** Where a problem's value is in the form: its place in the file's data, as the form nests it. */
export type FormPath = (problem: Problem) => (string | number)[];

const BOX_ID = 'site-editor-problems';

const STYLE = `
#${BOX_ID} { position: fixed; z-index: 1000; inset: auto 0.5rem 0.5rem auto; left: 0.5rem; max-width: 46rem; margin-inline: auto;
  max-height: 45vh; overflow: auto; box-sizing: border-box; padding: 0.75rem 1rem; border: 2px solid #b91c1c; border-radius: 8px;
  background: #fff; color: #1f2937; font: 15px/1.45 system-ui, sans-serif; box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); }
#${BOX_ID} h2 { margin: 0 0 0.4rem; font-size: 1rem; color: #991b1b; }
#${BOX_ID} ul { margin: 0; padding-left: 1.1rem; }
#${BOX_ID} li + li { margin-top: 0.35rem; }
#${BOX_ID} button { font: inherit; font-weight: 600; color: #1d4ed8; background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; }
#${BOX_ID} a { color: #1d4ed8; font-weight: 600; }
#${BOX_ID} small { color: #4b5563; overflow-wrap: anywhere; }
`;

/**
 * One mistake in the office's words: where in a list (as the build says it), the field's name as the
 * form shows it, then the build's own words: `terms 2 ("Second term") › End: 2027-01-04 is before the start…`.
 */
export function sentence(problem: Problem, field: Pick<FormField, 'label'> | undefined): string {
  const what = `${problem.message}${problem.hint ? `; ${problem.hint}` : ''}`;
  const name = field?.label ?? (problem.field ? `Field "${problem.field}"` : undefined);
  return [problem.entry, name].filter(Boolean).join(' › ') + (name || problem.entry ? ': ' : '') + what;
}

function box(): HTMLElement {
  let element = document.getElementById(BOX_ID);
  if (!element) {
    const style = document.createElement('style');
    style.textContent = STYLE;
    document.head.append(style);
    element = document.createElement('section');
    element.id = BOX_ID;
    element.setAttribute('role', 'alert');
    element.setAttribute('aria-labelledby', `${BOX_ID}-heading`);
    document.body.append(element);
  }
  return element;
}

function heading(text: string): HTMLElement {
  return Object.assign(document.createElement('h2'), { id: `${BOX_ID}-heading`, textContent: text });
}

function button(label: string, onclick: () => void): HTMLButtonElement {
  return Object.assign(document.createElement('button'), { type: 'button', textContent: label, onclick });
}

/** Shows the mistakes (replacing any shown) and marks their fields. */
export function showProblems(title: string, problems: readonly Problem[], formPath: FormPath): void {
  const element = box();
  element.replaceChildren();
  const list = document.createElement('ul');
  for (const problem of problems) {
    const field = formField(formPath(problem));
    const text = sentence(problem, field);
    if (field) showFieldErrors(field.id, [text]);
    const item = document.createElement('li');
    if (field) {
      const go = button(field.label, () => {
        field.element.scrollIntoView({ block: 'center' });
        (document.getElementById(field.id) ?? field.element.querySelector<HTMLElement>('input, textarea, select, button'))?.focus();
      });
      const at = text.indexOf(field.label);
      item.append(text.slice(0, at), go, text.slice(at + field.label.length));
    } else {
      item.append(text);
    }
    const where = document.createElement('small');
    // Where it is in the file, for whoever helps the office: "pages/_school.facts.yml, line 9".
    where.textContent = ` (${problem.file}${problem.line ? `, line ${problem.line}` : ''})`;
    item.append(where);
    list.append(item);
  }
  element.append(heading(title), list);
}

/** Says that the file changed since the form was opened, with the way to open it as it is now. */
export function showChanged(title: string, text: string, reloadLabel: string, reload: () => void): void {
  const element = box();
  const said = document.createElement('p');
  said.append(`${text} `, button(reloadLabel, reload));
  element.replaceChildren(heading(title), said);
}

/** Says why nothing was done, with a link to what the office should open instead, if any (the box goes when the screen is left). */
export function showRefusal(title: string, text: string, link?: { label: string; href: string }): void {
  const element = box();
  const said = document.createElement('p');
  said.append(text);
  if (link) said.append(' ', Object.assign(document.createElement('a'), { href: link.href, textContent: link.label }));
  element.replaceChildren(heading(title), said);
  window.addEventListener('hashchange', clearProblems, { once: true });
}

/** Takes the box away (the mistakes are fixed, or the form was left). */
export function clearProblems(): void {
  document.getElementById(BOX_ID)?.remove();
}

export const problemsShown = () => document.getElementById(BOX_ID) !== null;
