/* xsl:sort lang="…" (XSLT 1.0 §10) compared by the browser's collator, Intl.Collator, in place of
 * libxslt's xsltlocale.c, which needs POSIX or Windows locales that WebAssembly has not. Same
 * functions as xsltlocale.h declares (the XSLT_LOCALE_NONE types): a locale is its language tag,
 * strings are kept as they are and compared by the host. Without lang, libxslt compares bytes. */
#define IN_LIBXSLT
#include "libxslt.h"

#include <libxml/xmlmemory.h>
#include "xsltlocale.h"

/* Supplied by app/tools/xslt-transformer/libxslt-wasm.ts: <0, 0 or >0 as the collator orders a, b. */
__attribute__((import_module("bytesmith"), import_name("collate"))) extern int
hostCollate(const char *languageTag, const char *a, const char *b);

xsltLocale xsltNewLocale(const xmlChar *languageTag) {
  return languageTag != NULL ? (xsltLocale)xmlStrdup(languageTag) : NULL;
}

void xsltFreeLocale(xsltLocale locale) { xmlFree(locale); }

xsltLocaleChar *xsltStrxfrm(xsltLocale locale, const xmlChar *string) {
  (void)locale;
  return xmlStrdup(string);
}

int xsltLocaleStrcmp(xsltLocale locale, const xsltLocaleChar *a, const xsltLocaleChar *b) {
  if (a == b) return 0;
  if (a == NULL) return -1;
  if (b == NULL) return 1;
  if (locale == NULL) return xmlStrcmp(a, b);
  return hostCollate((const char *)locale, (const char *)a, (const char *)b);
}

void xsltFreeLocales(void) {}
