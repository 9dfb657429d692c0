import {
  clockTime,
  EMAIL_ADDRESS_TOKENS,
  EMAIL_TEXT_TOKENS,
  longDate,
  ordinal,
  parseAddressList,
  replaceTokens,
  resolveAddressTokens,
  SAMPLE_EMAIL_TEMPLATES,
  type TokenValues,
  unknownTokens,
} from '@notary/domain';

const values: TokenValues = {
  firstName: 'José',
  lastName: 'Núñez',
  customerName: 'Sunrise Title',
  contactName: 'Dana Brooks',
  appointmentDateTime: '2024-01-01T09:05',
  orderNumber: 'ORD-1042',
  invoiceNumber: '1042',
  trackingNumber: '1Z999AA10123456784',
  address: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  myCompanyName: 'Prairie Mobile Notary',
  myName: 'Pat Notary',
  myPhone: '(217) 555-0142',
  myEmail: 'pat@notary.example',
  primaryContact: 'jose@example.com',
  secondaryContact: 'maria@example.com',
  companyContact: 'dana@sunrisetitle.example',
};

describe('the token list (spec 001 §9)', () => {
  it('offers every body and subject token and every address token, each described', () => {
    expect(EMAIL_TEXT_TOKENS.map(({ token }) => token)).toEqual([
      '[FirstName]',
      '[LastName]',
      '[CustomerName]',
      '[ContactName]',
      '[Date]',
      '[Time]',
      '[OrderNumber]',
      '[InvoiceNumber]',
      '[TrackingNumber]',
      '[Address]',
      '[City]',
      '[State]',
      '[Zip]',
      '[MyCompanyName]',
      '[MyName]',
      '[MyPhone]',
    ]);
    expect(EMAIL_ADDRESS_TOKENS.map(({ token }) => token)).toEqual(['[PrimaryContact]', '[SecondaryContact]', '[CompanyContact]', '[MyEmail]']);
    for (const { description } of [...EMAIL_TEXT_TOKENS, ...EMAIL_ADDRESS_TOKENS]) expect(description.length).toBeGreaterThan(10);
  });
});

describe('dates and times in e-mails', () => {
  it('write the day with its ordinal suffix', () => {
    const expected: Record<number, string> = {
      1: '1st',
      2: '2nd',
      3: '3rd',
      4: '4th',
      10: '10th',
      11: '11th',
      12: '12th',
      13: '13th',
      14: '14th',
      21: '21st',
      22: '22nd',
      23: '23rd',
      24: '24th',
      30: '30th',
      31: '31st',
    };
    for (const [day, written] of Object.entries(expected)) expect(ordinal(Number(day))).toBe(written);
  });

  it('write [Date] like Monday, January 1st, 2024, the weekday right whatever the server’s time zone', () => {
    expect(longDate('2024-01-01T09:05')).toBe('Monday, January 1st, 2024');
    expect(longDate('2024-02-29T23:59')).toBe('Thursday, February 29th, 2024');
    expect(longDate('2026-03-22T00:00')).toBe('Sunday, March 22nd, 2026');
    expect(longDate('2025-12-23')).toBe('Tuesday, December 23rd, 2025');
    expect(longDate('2025-05-31T12:00')).toBe('Saturday, May 31st, 2025');
    expect(longDate('2025-02-29T10:00')).toBe('');
    expect(longDate('next Tuesday')).toBe('');
    expect(longDate(null)).toBe('');
  });

  it('write [Time] like 9:05 AM, midnight as 12 AM and noon as 12 PM', () => {
    expect(clockTime('2024-01-01T09:05')).toBe('9:05 AM');
    expect(clockTime('2024-01-01T00:30')).toBe('12:30 AM');
    expect(clockTime('2024-01-01T12:00')).toBe('12:00 PM');
    expect(clockTime('2024-01-01T13:45')).toBe('1:45 PM');
    expect(clockTime('2024-01-01T23:59')).toBe('11:59 PM');
    expect(clockTime('2024-01-01')).toBe('');
    expect(clockTime(undefined)).toBe('');
  });
});

describe('replacing tokens', () => {
  it('fills every body and subject token', () => {
    const text = EMAIL_TEXT_TOKENS.map(({ token }) => token).join('|');
    expect(replaceTokens(text, values)).toBe(
      [
        'José',
        'Núñez',
        'Sunrise Title',
        'Dana Brooks',
        'Monday, January 1st, 2024',
        '9:05 AM',
        'ORD-1042',
        '1042',
        '1Z999AA10123456784',
        '12 Elm Street',
        'Springfield',
        'IL',
        '62701',
        'Prairie Mobile Notary',
        'Pat Notary',
        '(217) 555-0142',
      ].join('|'),
    );
  });

  it('fills the address tokens too, so a signature may carry [MyEmail]', () => {
    expect(replaceTokens('[MyEmail] [PrimaryContact] [SecondaryContact] [CompanyContact]', values)).toBe(
      'pat@notary.example jose@example.com maria@example.com dana@sunrisetitle.example',
    );
  });

  it('matches token names in any case', () => {
    expect(replaceTokens('Dear [firstname] [LASTNAME], on [date] at [tImE]; [ FirstName ]', values)).toBe(
      'Dear José Núñez, on Monday, January 1st, 2024 at 9:05 AM; José',
    );
  });

  it('leaves unknown bracketed words as written', () => {
    expect(replaceTokens('[FirstName], bring [your ID] and [Checkbook] [] [123]', values)).toBe('José, bring [your ID] and [Checkbook] [] [123]');
  });

  it('makes a missing value an empty string', () => {
    expect(replaceTokens('Hi [FirstName] [LastName], tracking [TrackingNumber], on [Date] [Time].', { firstName: 'José', lastName: null })).toBe(
      'Hi José , tracking , on  .',
    );
    expect(replaceTokens('[Date] at [Time]', { appointmentDateTime: '2024-01-01' })).toBe('Monday, January 1st, 2024 at ');
  });

  it('does not replace tokens inside values (one pass)', () => {
    expect(replaceTokens('[FirstName] [LastName]', { firstName: '[LastName]', lastName: 'Núñez' })).toBe('[LastName] Núñez');
  });

  it('resolves an address list’s tokens, dropping missing and repeated addresses', () => {
    expect(resolveAddressTokens('[PrimaryContact], [SecondaryContact], escrow@title.example, [MyEmail]', values)).toEqual([
      'jose@example.com',
      'maria@example.com',
      'escrow@title.example',
      'pat@notary.example',
    ]);
    expect(
      resolveAddressTokens(['[PrimaryContact]', '[SecondaryContact]', '[CompanyContact]'], {
        primaryContact: 'Jose@Example.com',
        companyContact: 'jose@example.com',
      }),
    ).toEqual(['Jose@Example.com']);
    expect(resolveAddressTokens('[Unknown], not an address', values)).toEqual([]);
  });
});

describe('the sample templates', () => {
  it('cover confirmation, documents, invoice and three payment reminders', () => {
    const names = SAMPLE_EMAIL_TEMPLATES.map(({ Name }) => Name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Appointment confirmation',
        'Documents received',
        'Invoice',
        'Payment reminder – 30 days overdue',
        'Payment reminder – 60 days overdue',
        'Payment reminder – 90 days overdue (final notice)',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('use only known tokens: text tokens in subject and body, addresses or address tokens in the lists', () => {
    const textTokens = new Set(EMAIL_TEXT_TOKENS.map(({ token }) => token));
    const addressTokens = new Set(EMAIL_ADDRESS_TOKENS.map(({ token }) => token));
    for (const template of SAMPLE_EMAIL_TEMPLATES) {
      expect([template.Name, unknownTokens(template.EmailSubject + template.EmailBody)]).toEqual([template.Name, []]);
      for (const token of (template.EmailSubject + template.EmailBody).match(/\[[^\]]*\]/g) ?? [])
        expect([template.Name, textTokens.has(token)]).toEqual([template.Name, true]);
      for (const list of [template.EmailTo, template.EmailCC, template.EmailBCC]) {
        const entries = list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        expect(parseAddressList(list, { keepTokens: true })).toEqual(entries);
        for (const entry of entries) expect([template.Name, addressTokens.has(entry)]).toEqual([template.Name, true]);
      }
      expect(template.EmailTo.trim()).not.toBe('');
      expect(template.EmailSubject.trim()).not.toBe('');
    }
  });

  it('read as finished messages once filled: no token or stray bracket left', () => {
    for (const template of SAMPLE_EMAIL_TEMPLATES) {
      const filled = replaceTokens(template.EmailSubject + '\n' + template.EmailBody, values);
      expect(filled).not.toMatch(/[[\]]/);
      expect(filled).toContain('Pat Notary');
      expect(resolveAddressTokens(template.EmailTo, values).length).toBeGreaterThan(0);
    }
  });
});

describe('unknownTokens', () => {
  it('lists the bracketed words that are not tokens, as written', () => {
    expect(unknownTokens('[FirstName] [firstname] [Signer] [ MyEmail ] [Amount]')).toEqual(['[Signer]', '[Amount]']);
  });
});
