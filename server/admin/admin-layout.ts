import { html, type SafeHtml } from './html.ts';

/** Where the inbox's stylesheet is served (a file, so the site's CSP needs no inline styles). */
export const ADMIN_STYLESHEET_PATH = '/admin/admin.css';

export interface AdminLayout {
  brandName: string;
  title: string;
  body: SafeHtml;
}

/** The shell of every inbox page: readable on a phone, never indexed. */
export function adminDocument({ brandName, title, body }: AdminLayout): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · ${brandName} inbox</title>
<link rel="stylesheet" href="${ADMIN_STYLESHEET_PATH}">
</head>
<body>
<header class="masthead"><a class="brand" href="/admin">${brandName} · Inbox</a></header>
<main class="page">
${body}
</main>
</body>
</html>
`.value;
}
