/**
 * Finds the field of the open form that holds a value, by the value's place in the entry's data
 * (`['terms', 1, 'end']`). Decap names each field's control after the field (`end-field-12`, the
 * `for` of its label), and draws a list's entries in order, so the place is followed down the form:
 * a name, then the n-th field of that name inside what was found so far.
 */

export interface FormField {
  /** The control's id (Decap's key for the field's errors). */
  id: string;
  /** The field's name as the form shows it ("Form fee"). */
  label: string;
  /** The field's box in the form (to scroll to and focus). */
  element: HTMLElement;
}

/** The field's label as shown, without Decap's "(optional)". */
const labelText = (label: HTMLLabelElement) => (label.textContent ?? '').replace(/\s*\(optional\)\s*$/i, '').trim();

/** The deepest field of the form on the way to `path`, or none when not even its first step is drawn. */
export function formField(path: readonly (string | number)[]): FormField | undefined {
  let scope: ParentNode = document;
  let index = 0;
  let found: FormField | undefined;
  for (const step of path) {
    if (typeof step === 'number') {
      index = step;
      continue;
    }
    const labels = [...scope.querySelectorAll<HTMLLabelElement>(`label[for^="${CSS.escape(step)}-field-"]`)];
    const label = labels.at(index);
    index = 0;
    if (!label) break;
    // The label sits in the field's top bar; the field's box holds the bar and the control.
    const box = (label.parentElement?.parentElement ?? label.parentElement) as HTMLElement | null;
    if (!box) break;
    found = { id: label.htmlFor, label: labelText(label), element: box };
    scope = box;
  }
  return found;
}
