/** What the preview shows while the region's data fails its checks. */
export interface DataProblem {
  /** The page's language (the region's locale). */
  lang: string;
  title: string;
  hint: string;
  /** The failure as check:data words it: one `file: field: message` a line. */
  failure: string;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The preview's page for data that fails: the problem, file and field, in the region's language,
 * and nothing of the code (no source, no stack). Every text is escaped: a data file's value can
 * be any text. No Vite client: its error overlay would show the failure's stack; the page asks
 * for itself again instead, and loads once the data passes.
 */
export function dataProblemPage(problem: DataProblem): string {
  const lines = problem.failure
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return `<!doctype html>
<html lang="${escapeHtml(problem.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(problem.title)}</title>
<script>
// Asks for the page again each second and shows it once the data passes.
setInterval(async () => {
  const answer = await fetch(location.href, { cache: 'no-store' }).catch(() => undefined);
  if (answer && answer.status !== 503) location.reload();
}, 1000);
</script>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #16181d; background: #f4f5f7; }
header { padding: 1rem 2rem; background: #0d0f14; color: #fff; font-weight: 700; letter-spacing: 0.2em; }
main { max-width: 60rem; margin: 2rem auto; padding: 0 2rem; }
h1 { font-size: 1.6rem; }
ul { padding: 0; }
li { list-style: none; margin: 0.5rem 0; padding: 0.75rem 1rem; background: #fff; border-left: 4px solid #b3122e; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
</style>
</head>
<body>
<header>ROBOSEN</header>
<main>
<h1>${escapeHtml(problem.title)}</h1>
<ul data-problems>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<p>${escapeHtml(problem.hint)}</p>
</main>
</body>
</html>
`;
}
