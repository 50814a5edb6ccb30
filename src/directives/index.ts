import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { LingerOptions } from './linger.ts';
import type { SettledOptions } from './settled.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:linger'?: LingerOptions;
    'client:settled'?: SettledOptions | boolean;
  }
}

/** The project's own `client:` directives (src/directives/). */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'linger', entrypoint: fileURLToPath(new URL('./linger.ts', import.meta.url)) });
        addClientDirective({ name: 'settled', entrypoint: fileURLToPath(new URL('./settled.ts', import.meta.url)) });
      },
    },
  };
}
