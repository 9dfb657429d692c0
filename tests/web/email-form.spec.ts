import { emailLive } from '../../apps/web/src/features/email/tags';
import { liveUpdatesOf } from '../../apps/web/src/app/liveUpdates';
import { blankDraft, failureText, fromSample, insertToken, sendProblems, templateProblems } from '../../apps/web/src/features/email/emailForm';
import { stateDetail } from '../../apps/web/src/features/email/outboxStates';

// The e-mail dialogs' own rules: where a token goes, what is checked before a request, which
// words a failure shows, and how the outbox follows the live channel.

describe('inserting a token at the cursor', () => {
  it('puts a text token where the cursor is, replacing a selection', () => {
    expect(insertToken('Dear ,', 5, 5, '[FirstName]', 'EmailBody')).toEqual({ value: 'Dear [FirstName],', caret: 16 });
    expect(insertToken('Order XXX today', 6, 9, '[OrderNumber]', 'EmailSubject')).toEqual({ value: 'Order [OrderNumber] today', caret: 19 });
  });

  it('makes an address token an entry of its own in To, CC and BCC', () => {
    expect(insertToken('', 0, 0, '[PrimaryContact]', 'EmailTo')).toEqual({ value: '[PrimaryContact]', caret: 16 });
    expect(insertToken('dana@title.example', 18, 18, '[MyEmail]', 'EmailBCC')).toEqual({ value: 'dana@title.example, [MyEmail]', caret: 29 });
    expect(insertToken('a@x.com, ', 9, 9, '[MyEmail]', 'EmailCC').value).toBe('a@x.com, [MyEmail]');
    expect(insertToken('a@x.com', 0, 0, '[PrimaryContact]', 'EmailTo').value).toBe('[PrimaryContact], a@x.com');
  });
});

describe('the dialogs’ checks', () => {
  it('needs a template name, and a subject and a To to send (spec 001 §5, after trimming)', () => {
    expect(templateProblems({ ...blankDraft(), Name: '  ' })).toEqual({ Name: 'Please enter a name for the template' });
    expect(sendProblems({ EmailTo: ' , ', EmailSubject: ' ' })).toEqual({
      EmailTo: 'Please enter at least one recipient in To',
      EmailSubject: 'Please enter a subject',
    });
    expect(sendProblems({ EmailTo: '[PrimaryContact]', EmailSubject: 'Hi' })).toEqual({});
  });

  it('starts from a sample without losing a name already typed', () => {
    const sample = {
      Name: 'Invoice',
      EmailTo: '[CompanyContact]',
      EmailCC: '',
      EmailBCC: '[MyEmail]',
      EmailSubject: 'Invoice [InvoiceNumber]',
      EmailBody: 'Hello',
    };
    expect(fromSample({ ...blankDraft(), Id: 't1', Revision: 2 }, sample)).toMatchObject({ Id: 't1', Revision: 2, Name: 'Invoice', EmailBCC: '[MyEmail]' });
    expect(fromSample({ ...blankDraft(), Name: 'My invoice' }, sample).Name).toBe('My invoice');
  });

  it('shows the server’s reason for a refusal, and the catalogue’s sentence when the server was not reached', () => {
    const unreachable = 'The email could not be sent, please check your internet connection and try again.';
    expect(failureText({ status: 'NETWORK', Response: 'Failed to connect' }, unreachable)).toBe(unreachable);
    expect(failureText({ status: 502, Response: 'x' }, unreachable)).toBe(unreachable);
    expect(failureText({ status: 400, Response: 'Please enter a subject', Code: 'EMAIL.INVALID' }, unreachable)).toBe('Please enter a subject');
    const notConfigured = { status: 503, Response: 'E-mail is not configured on this server: set SMTP_URL to send e-mail.', Code: 'EMAIL.NOT_CONFIGURED' };
    expect(failureText(notConfigured, unreachable)).toBe(notConfigured.Response);
  });
});

describe('the outbox on screen', () => {
  it('refreshes on the delivery worker’s announcements and on template changes', () => {
    const live = liveUpdatesOf([emailLive]);
    expect(live.staleTagsFor('email.changed', [{ Id: 'm1' }])).toEqual(['Outbox']);
    expect(live.staleTagsFor('email.queued', [{ Id: 'm1' }])).toEqual(['Outbox']);
    expect(live.staleTagsFor('email-template.deleted', [{ Id: 't1' }])).toEqual(['EmailTemplate']);
  });

  it('says what happens next for each state', () => {
    const message = {
      Id: 'm1',
      To: ['dana@title.example'],
      Cc: [],
      Bcc: [],
      Subject: 'Invoice',
      Purpose: { Kind: 'invoice' as const, RefId: null },
      Attempts: 2,
      LastError: '451 later',
      NextAttemptAt: '2026-03-05T15:05:00.000Z',
      QueuedAt: '2026-03-05T15:00:00.000Z',
      SentAt: null,
      AttachmentNames: [],
    };
    expect(stateDetail({ ...message, State: 'Retrying' })).toMatch(/^The mail server did not take it yet\. Next attempt at Mar 5, \d{1,2}:05 (AM|PM)\.$/);
    expect(stateDetail({ ...message, State: 'Failed' })).toBe('Not sent after 2 attempts. You can send it again.');
  });
});
