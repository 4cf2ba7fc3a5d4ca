/** The sign-in e-mail: the link, and the code for a person reading mail on another device than the console. */
export function signInMessage(input: { name: string; siteName: string; url: string; code: string }) {
  return {
    subject: `Your sign-in link for ${input.siteName}`,
    text: [
      `Hi ${input.name},`,
      "",
      `Sign in to ${input.siteName}'s dealer console with this link:`,
      input.url,
      "",
      `Or type this code on the sign-in page: ${input.code}`,
      "",
      "The link and code work once, for 15 minutes. If you didn't ask to sign in, you can ignore this e-mail.",
    ].join("\n"),
  };
}
