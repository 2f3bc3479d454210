import { displayPhone, telHref } from '../../config/settings';
import { isPhoneFact } from '../../config/school-facts';

/**
 * One school fact in a page's text, from pages/_school.facts.yml: <Fact name="formFee" />.
 * The build writes the value in (`value`, src/content/facts/facts.node.ts) and stops on an unknown name.
 * A phone number is a tap-to-call link.
 */
export function Fact({ name, value }: { name: string; value?: string }) {
  if (value === undefined) throw new Error(`<Fact name="${name}" />: the build did not give this fact a value`);
  if (isPhoneFact(name)) {
    const phones = value.split(/, | and /);
    return (
      <>
        {phones.map((phone, i) => (
          <span key={phone}>
            {i === 0 ? '' : i === phones.length - 1 ? ' and ' : ', '}
            <a href={telHref(phone)}>{displayPhone(phone)}</a>
          </span>
        ))}
      </>
    );
  }
  return <>{value}</>;
}
