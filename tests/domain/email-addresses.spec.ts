import { formatAddressList, isSendableAddress, parseAddressList } from '@notary/domain';

describe('an address an invoice e-mail can be sent from or to (spec 001 §5)', () => {
  it('is longer than 3 characters and holds a dot and an at sign, once trimmed', () => {
    for (const address of ['pat@notary.example', 'a@b.c', '  signer@example.com  ', 'Pat <pat@notary.example>'])
      expect([address, isSendableAddress(address)]).toEqual([address, true]);
    for (const address of ['', '   ', '@.c', ' a@. ', 'pat@notary', 'pat.notary.example', null, undefined])
      expect([address, isSendableAddress(address)]).toEqual([address, false]);
  });
});

describe('an address list', () => {
  it('splits on commas and semicolons and trims each entry', () => {
    expect(parseAddressList(' signer@example.com,cosigner@example.com ;  escrow@title.example ')).toEqual([
      'signer@example.com',
      'cosigner@example.com',
      'escrow@title.example',
    ]);
  });

  it('drops entries not shaped like an e-mail address', () => {
    expect(parseAddressList('signer@example.com, , call me, pat@notary, @example.com, two words@example.com, ok@example.co.uk')).toEqual([
      'signer@example.com',
      'ok@example.co.uk',
    ]);
    expect(parseAddressList('')).toEqual([]);
    expect(parseAddressList(null)).toEqual([]);
    expect(parseAddressList(undefined)).toEqual([]);
  });

  it('accepts an address with a name, as mail programs copy it', () => {
    expect(parseAddressList('Jane Doe <jane@title.example>, "Escrow Desk" <escrow@title.example>, Broken <nope>')).toEqual([
      'Jane Doe <jane@title.example>',
      '"Escrow Desk" <escrow@title.example>',
    ]);
  });

  it('keeps each address once, as first written, whatever its case', () => {
    expect(parseAddressList('Signer@Example.com, signer@example.com; SIGNER@EXAMPLE.COM, Signer <signer@example.COM>, other@example.com')).toEqual([
      'Signer@Example.com',
      'other@example.com',
    ]);
  });

  it('drops template tokens unless asked to keep them, and keeps each once', () => {
    const list = '[PrimaryContact], escrow@title.example, [primarycontact], [ SecondaryContact ], [Not a token], [MyEmail]';
    expect(parseAddressList(list)).toEqual(['escrow@title.example']);
    expect(parseAddressList(list, { keepTokens: true })).toEqual(['[PrimaryContact]', 'escrow@title.example', '[ SecondaryContact ]', '[MyEmail]']);
  });

  it('is written back as one comma-separated field', () => {
    expect(formatAddressList(parseAddressList('a@example.com;b@example.com'))).toBe('a@example.com, b@example.com');
    expect(formatAddressList([])).toBe('');
  });
});
