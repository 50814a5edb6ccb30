export interface SessionTokens {
  userId?: string | undefined;
  apptoken?: string | undefined;
  reftoken?: string | undefined;
}

/**
 * Headers of every call (platform spec point 7): the tokens when present, the region, and
 * Accept-Language: the language when it is English, otherwise the region code.
 */
export function apiHeaders(input: {
  region: string;
  language: string;
  session: SessionTokens | null;
}): Record<string, string> {
  const { region, language, session } = input;
  return {
    ...(session?.apptoken && { apptoken: session.apptoken }),
    ...(session?.reftoken && { reftoken: session.reftoken }),
    region,
    'accept-language': language === 'en' ? 'en' : region,
  };
}
