/** The product mark: a notary's stamp. Decorative; the product name always sits beside it. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg className="logo" aria-hidden="true" viewBox="0 0 32 32" width={size} height={size}>
      <rect width="32" height="32" rx="7" fill="#12324a" />
      <path d="M9 22.5l3.2-9.5h7.6l3.2 9.5z" fill="none" stroke="#f5c451" strokeWidth="2.4" strokeLinejoin="round" />
      <circle cx="16" cy="9" r="2.6" fill="none" stroke="#f5c451" strokeWidth="2.2" />
      <path d="M8 25.5h16" stroke="#f5c451" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
