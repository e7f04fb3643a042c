import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The rule that keeps user-facing texts in catalogues (decision 053) fires: planted literals in
 * a screen, a mail template and a mail's code fail the lint, and the same words from a catalogue
 * pass.
 */
const eslint = new ESLint();
const problems = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.line);

const SCREEN = 'src/client/features/buddies/components/planted.tsx';

describe('user-facing texts come from a catalogue', () => {
  it('fails a screen with words in its markup or its labels', async () => {
    const code = [
      'export const A = () => <p>Hello there</p>;',
      'export const B = () => <input aria-label="Search" placeholder={`Name`} />;',
      "export const C = () => <p title={'Photo'}>{' · '}</p>;",
    ].join('\n');
    expect(await problems(code, SCREEN)).toEqual([1, 2, 2, 3]);
  });

  it('passes words from a catalogue and punctuation between them', async () => {
    const code = [
      "import { BUDDIES_TEXTS as T } from '../texts';",
      'export const A = () => <p aria-label={T.allBuddies}>{T.noMatch} · {T.loadMore}:</p>;',
    ].join('\n');
    expect(await problems(code, SCREEN)).toEqual([]);
  });

  it('fails a mail template and a mail built with a literal subject or news', async () => {
    expect(
      await problems('export const M = () => <p>Hi there</p>;', 'src/server/mails/planted.tsx'),
    ).toEqual([1]);
    const code = [
      "renderMail(to, 'Welcome', createElement(WelcomeMail, { name, link: `${url}/x` }));",
      "sessionMail(to, subject, { news: `${by} proposed`, terms, link: 'https://x' });",
    ].join('\n');
    expect(await problems(code, 'src/server/modules/sessions/planted.ts')).toEqual([1, 2]);
  });
});
