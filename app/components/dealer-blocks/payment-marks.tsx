/**
 * The 'We accept' marks (discovery spec section 2 and vehicle spec section 2: Mastercard, Visa,
 * Maestro, Google Pay, Apple Pay), drawn inline so no outside file is needed: each on a card-shaped
 * 3:2 badge in the brand's own colours, named for screen readers by role="img" and aria-label.
 */
type Mark = { name: string; background: string; art: React.ReactNode };

/** Two interlocking circles (Mastercard, Maestro): r 9, centres 11.2 apart, the lens between them in the blend colour. */
function Circles({ left, right, blend }: { left: string; right: string; blend: string }) {
  return (
    <>
      <circle cx="18.4" cy="16" r="9" fill={left} />
      <circle cx="29.6" cy="16" r="9" fill={right} />
      <path d="M24 8.96a9 9 0 0 1 0 14.08a9 9 0 0 1 0-14.08z" fill={blend} />
    </>
  );
}

const WORD = { fontFamily: "Arial, Helvetica, sans-serif", fontWeight: 700 } as const;

const MARKS: Mark[] = [
  { name: "Mastercard", background: "#ffffff", art: <Circles left="#EB001B" right="#F79E1B" blend="#FF5F00" /> },
  {
    name: "Visa",
    background: "#ffffff",
    art: (
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fill="#1A1F71"
        fontSize="15"
        fontStyle="italic"
        letterSpacing="-0.5"
        style={{ ...WORD, fontWeight: 900 }}
      >
        VISA
      </text>
    ),
  },
  { name: "Maestro", background: "#ffffff", art: <Circles left="#EB001B" right="#00A2E5" blend="#7375CF" /> },
  {
    name: "Google Pay",
    background: "#ffffff",
    art: (
      <>
        {/* The four-colour G: a ring in Google's blue, green, yellow and red, open at the top right, with its bar. */}
        <g fill="none" strokeWidth="3">
          <path d="M15.5 16a5.5 5.5 0 0 1-9.4 3.9" stroke="#4285F4" />
          <path d="M6.1 19.9a5.5 5.5 0 0 1-1.3-2" stroke="#34A853" />
          <path d="M4.8 17.9a5.5 5.5 0 0 1 0-3.8" stroke="#FBBC04" />
          <path d="M4.8 14.1a5.5 5.5 0 0 1 9.1-2" stroke="#EA4335" />
        </g>
        <path d="M10.2 14.6h6.8v2.8h-6.8z" fill="#4285F4" />
        <text x="19" y="20.5" fill="#5F6368" fontSize="12" style={{ ...WORD, fontWeight: 500 }}>
          Pay
        </text>
      </>
    ),
  },
  {
    name: "Apple Pay",
    background: "#000000",
    art: (
      <>
        {/* The apple: a leaf and a body with a bite out of its right side. */}
        <path d="M14.6 7.6c-1 .1-2.1.7-2.5 1.8c-.2.5-.2 1-.1 1.4c1-.1 2-.7 2.5-1.7c.2-.5.2-1 .1-1.5z" fill="#ffffff" />
        <path
          d="M12.3 11.5c-.8 0-1.6-.5-2.5-.5c-1.9 0-3.6 1.6-3.6 4.4c0 2.9 2 6.6 3.6 6.6c.8 0 1.2-.5 2.4-.5s1.5.5 2.4.5c1.1 0 2.1-1.6 2.7-3.1c-1.3-.6-2-1.7-2-3.1c0-1.2.6-2.2 1.6-2.8c-.6-.9-1.6-1.5-2.7-1.5c-.9 0-1.4.5-1.9.5z"
          fill="#ffffff"
        />
        <text x="19.5" y="20.5" fill="#ffffff" fontSize="12" style={{ ...WORD, fontWeight: 500 }}>
          Pay
        </text>
      </>
    ),
  },
];

/** The payment brands in the spec's order. */
export const PAYMENT_BRANDS = MARKS.map((m) => m.name);

export function PaymentMark({ mark }: { mark: Mark }) {
  return (
    <svg role="img" aria-label={mark.name} viewBox="0 0 48 32" width="48" height="32" className="block h-8 w-12">
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill={mark.background} stroke="#d0d3d8" />
      {mark.art}
    </svg>
  );
}

/** The 'We accept' strip: a list named by its visible heading, one mark a brand. */
export function WeAccept({ id = "we-accept", className = "" }: { id?: string; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <p id={id} className="text-sm font-semibold">
        We accept
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {MARKS.map((m) => (
          <li key={m.name}>
            <PaymentMark mark={m} />
          </li>
        ))}
      </ul>
    </div>
  );
}
