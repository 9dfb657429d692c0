import {
  blankProfile,
  composeEmail,
  EMAIL_SEND_MESSAGES as S,
  EMAIL_TEMPLATE_MESSAGES as M,
  emailTemplateDecider,
  fillEmail,
  senderOf,
  type DomainError,
  type TokenValues,
} from '@notary/domain';
import type { EmailTemplateContent, EmailTemplateEvent } from '@notary/events';
import { given } from '../support/given-when-then';

const template = (overrides: Partial<EmailTemplateContent> = {}): EmailTemplateContent => ({
  Name: 'Confirmation',
  EmailTo: '[PrimaryContact]',
  EmailCC: '[SecondaryContact]',
  EmailBCC: '',
  EmailSubject: 'Your signing on [Date]',
  EmailBody: 'Dear [FirstName],\n\nSee you at [Time].',
  ...overrides,
});
const save = (overrides: Partial<EmailTemplateContent> = {}) =>
  ({ type: 'SaveEmailTemplate', templateId: 't1', ownerId: 'n1', input: template(overrides) }) as const;
const saved = (overrides: Partial<EmailTemplateContent> = {}): EmailTemplateEvent => ({
  type: 'EmailTemplateSaved',
  data: { TemplateId: 't1', OwnerId: 'n1', Template: template(overrides) },
});

function errorOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

describe('e-mail templates', () => {
  it('saves a named template, tidying its lists; a save that changes nothing adds nothing', () => {
    given(emailTemplateDecider).when(save()).then([saved()]);
    given(emailTemplateDecider)
      .when(save({ Name: '  Confirmation ', EmailTo: ' [PrimaryContact] ;dana@title.example,, ' }))
      .then([saved({ EmailTo: '[PrimaryContact], dana@title.example' })]);
    given(emailTemplateDecider, [saved()]).when(save()).thenNothing();
    given(emailTemplateDecider, [saved()])
      .when(save({ EmailSubject: 'Confirming [Date]' }))
      .then([saved({ EmailSubject: 'Confirming [Date]' })]);
  });

  it('needs a name (spec 001 §5) and says which list entry is not an address', () => {
    given(emailTemplateDecider)
      .when(save({ Name: '   ' }))
      .thenFails('EMAIL_TEMPLATE.INVALID', M.nameRequired);
    const error = errorOf(() =>
      emailTemplateDecider.decide(save({ Name: '', EmailTo: 'ana@example', EmailBCC: '[FirstName]' }), emailTemplateDecider.initialState()),
    );
    expect(error.errors).toEqual({
      Name: M.nameRequired,
      EmailTo: '"ana@example" is not an e-mail address',
      EmailBCC: '[FirstName] is not an address: in To, CC and BCC use [PrimaryContact], [SecondaryContact], [CompanyContact] or [MyEmail]',
    });
  });

  it('deletes a template once; a deleted one is not found', () => {
    given(emailTemplateDecider, [saved()])
      .when({ type: 'DeleteEmailTemplate' })
      .then([{ type: 'EmailTemplateDeleted', data: { TemplateId: 't1' } }]);
    given(emailTemplateDecider, [saved(), { type: 'EmailTemplateDeleted', data: { TemplateId: 't1' } }])
      .when(save())
      .thenFails('EMAIL_TEMPLATE.NOT_FOUND', M.notFound);
    given(emailTemplateDecider).when({ type: 'DeleteEmailTemplate' }).thenFails('EMAIL_TEMPLATE.NOT_FOUND', M.notFound);
  });
});

const signing: TokenValues = {
  firstName: 'Ana',
  lastName: 'Rivera',
  appointmentDateTime: '2026-03-05T14:30',
  primaryContact: 'ana@example.com',
  secondaryContact: '',
  companyContact: 'dana@title.example',
  myName: 'Pat Notary',
  myEmail: 'pat@notary.example',
};
const draft = (overrides: Record<string, string> = {}) => ({
  EmailTo: '[PrimaryContact], [CompanyContact]',
  EmailCC: '[SecondaryContact]',
  EmailBCC: '[MyEmail]',
  EmailSubject: 'Your signing on [Date]',
  EmailBody: 'Dear [FirstName],\nSee you at [Time].\n[MyName]',
  ...overrides,
});

describe('an e-mail to send', () => {
  it('fills the tokens from the signing and the notary; an address token without an address drops out', () => {
    expect(composeEmail(draft(), signing, true)).toEqual({
      To: ['ana@example.com', 'dana@title.example'],
      Cc: [],
      Bcc: ['pat@notary.example'],
      Subject: 'Your signing on Thursday, March 5th, 2026',
      Text: 'Dear Ana,\nSee you at 2:30 PM.\nPat Notary',
    });
  });

  it('needs a subject and a To after trimming (spec 001 §5), and real addresses', () => {
    expect(errorOf(() => composeEmail(draft({ EmailSubject: '  ' }), signing, true)).message).toBe(S.subjectRequired);
    expect(errorOf(() => composeEmail(draft({ EmailTo: ' ' }), signing, true)).message).toBe(S.toRequired);
    expect(errorOf(() => composeEmail(draft({ EmailCC: 'ana@example' }), signing, true)).errors).toEqual({ EmailCC: '"ana@example" is not an e-mail address' });
    // The signing has no address for the only recipient.
    expect(errorOf(() => composeEmail(draft({ EmailTo: '[SecondaryContact]' }), signing, true)).message).toBe(S.noAddressForSigning);
  });

  it('without a signing, refuses the tokens only a signing fills instead of sending them blank', () => {
    const error = errorOf(() => composeEmail(draft({ EmailTo: 'dana@title.example', EmailCC: '' }), { myName: 'Pat' }, false));
    expect(error.errors).toEqual({ EmailSubject: S.needsSigning(['[Date]']), EmailBody: S.needsSigning(['[FirstName]', '[Time]']) });
    expect(S.needsSigning(['[FirstName]', '[Time]'])).toBe(
      '[FirstName], [Time] are filled from a signing: send this e-mail from the signing, or take them out',
    );
    // The notary's own tokens are always there.
    expect(composeEmail(draft({ EmailTo: 'dana@title.example', EmailCC: '', EmailSubject: 'Hello', EmailBody: 'From [MyName]' }), signing, false).Text).toBe(
      'From Pat Notary',
    );
  });

  it('previews a draft as it would go, without judging it', () => {
    expect(fillEmail(draft({ EmailTo: '', EmailSubject: '' }), signing)).toMatchObject({ To: [], Subject: '', Bcc: ['pat@notary.example'] });
  });

  it('comes from the notary: the profile’s address (else the account’s), with the company shown, safely quoted', () => {
    const profile = { ...blankProfile('pat@notary.example'), Company: 'Pat "The Stamp" Notary, LLC', Name: 'Pat' };
    expect(senderOf(profile, 'account@example.com')).toEqual({ From: '"Pat \\"The Stamp\\" Notary, LLC" <pat@notary.example>', ReplyTo: 'pat@notary.example' });
    expect(senderOf({ ...profile, Email: 'not an address', Company: '' }, 'account@example.com')).toEqual({
      From: '"Pat" <account@example.com>',
      ReplyTo: 'account@example.com',
    });
    expect(senderOf(null, 'account@example.com').From).toBe('account@example.com');
  });
});
