import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';

const featuresOf = (dir) => fs.readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const webFeatures = featuresOf('./src/web/features/');
const serverFeatures = featuresOf('./src/server/features/');

/** What other features may use of a web feature: its public modules, nothing else. */
const WEB_FEATURE_PUBLIC = [
  'auth/(AuthCard|TwoFactorStep|useSignInSubmit|LoginRequiredModal)',
  'invitation/renderer/(InvitationRenderer|renderer\\.css)',
  'templates/(TemplateImage|api|samples)',
];
const LAYER = {
  server: { regex: '(^@server/|/server/)', message: 'The web app and shared code never import server code.' },
  web: { regex: '(^@web/|/web/)', message: 'Shared code imports neither side.' },
  webExceptSsr: {
    regex: '^@web/(?!features/invitation/(InvitationPage|page-data|renderer/theme|renderer/format|renderer/islands)$)',
    message: 'The server imports from the web app only the invitation renderer entry it uses for SSR (with its island marks), and the theme and date format the rendered covers share with the guest page.',
  },
  routesOfAFeature: { regex: '^@server/features/[^/]+/(.*/)?[^/]*routes$', message: "Routes are registered by app.ts; use the feature's service instead." },
};
const otherWebFeature = (self) => ({
  regex: `^@web/features/(?!${self}/)(?!(${WEB_FEATURE_PUBLIC.join('|')})$)`,
  message: "Use another feature through its public modules only (eslint.config.js WEB_FEATURE_PUBLIC).",
});
const restrictImports = (files, rules) => ({
  files: [files],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...rules,
          { regex: '^\\.\\./\\.\\./', message: 'Use the path aliases (@web/, @server/, @shared/) instead of ../../' },
        ].map(({ regex, message }) => ({ regex, message })),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.test-data', 'test-results', 'playwright-report', 'drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Boundaries (docs/architecture.md §3): shared imports neither side, the browser never imports
  // server code, the server imports from the web app only the renderer entry it uses for SSR, and
  // a feature uses another feature only through that feature's public modules.
  restrictImports('src/shared/**/*.ts', [LAYER.server, LAYER.web]),
  restrictImports('src/web/**/*.{ts,tsx}', [LAYER.server]),
  ...webFeatures.map((feature) => restrictImports(`src/web/features/${feature}/**/*.{ts,tsx}`, [LAYER.server, otherWebFeature(feature)])),
  restrictImports('src/server/**/*.ts', [LAYER.webExceptSsr, LAYER.routesOfAFeature]),
  ...serverFeatures.map((feature) => restrictImports(`src/server/features/${feature}/**/*.ts`, [LAYER.webExceptSsr, LAYER.routesOfAFeature])),
);
