/* The entry point of the libxslt WebAssembly module (built by build.sh, loaded by
 * app/tools/xslt-transformer/libxslt-wasm.ts): one transformation per module instance, the way
 * xsltproc runs one (same parse options, EXSLT registered, result saved by xsltSaveResultTo), so its
 * results match libxslt's own test outputs. Nothing is read from disk or network: the only files an
 * xsl:import, xsl:include, document() or DTD can reach are those handed over with bx_add_file. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlerror.h>
#include <libxslt/xslt.h>
#include <libxslt/xsltInternals.h>
#include <libxslt/transform.h>
#include <libxslt/xsltutils.h>
#include <libxslt/imports.h>
#include <libxslt/security.h>
#include <libexslt/exslt.h>

#define EXPORT(name) __attribute__((export_name(#name)))

/* xsltproc's defaults (XSLT_PARSE_OPTIONS): entities expanded, DTD attribute defaults and IDs. */
#define PARSE_OPTIONS (XML_PARSE_NOENT | XML_PARSE_DTDLOAD | XML_PARSE_DTDATTR | XML_PARSE_NOCDATA)
/* The page hands over text it has already decoded (as UTF-8): an encoding declaration in it no
 * longer describes the bytes. Files handed with bx_add_file keep their declarations. */
#define PASTED_OPTIONS (PARSE_OPTIONS | XML_PARSE_IGNORE_ENC)
/* The names errors give the two inputs; the page maps them back to "XML" and "XSLT". */
#define SOURCE_URL "input.xml"
#define STYLESHEET_URL "stylesheet.xsl"
/* Enough for the page to show; a stylesheet printing xsl:message in a loop must not exhaust memory. */
#define REPORT_LIMIT (1 << 20)

enum Status { OK, XML_INVALID, XSLT_INVALID, XSLT_REJECTED, FAILED, TERMINATED, NO_STYLESHEET };

typedef struct {
  char *data;
  size_t length, capacity;
} Buffer;

typedef struct {
  char *name;
  char *data;
  int length;
} File;

static Buffer output, report;
static File *files;
static int fileCount;
static const char *method = "xml";
static const char *encoding = "UTF-8";
/* A libxslt error arrives in two calls: a context line ("runtime error: file F line N element E"),
 * then the text. Between the two, the context waits here. */
static char pendingContext[512];
static int contextPending;

static void append(Buffer *buffer, const char *bytes, size_t length) {
  if (buffer->length + length + 1 > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < buffer->length + length + 1) capacity *= 2;
    char *grown = realloc(buffer->data, capacity);
    if (grown == NULL) return;
    buffer->data = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->data + buffer->length, bytes, length);
  buffer->length += length;
  buffer->data[buffer->length] = 0;
}

static void appendText(Buffer *buffer, const char *text) {
  if (text != NULL) append(buffer, text, strlen(text));
}

/* One record: kind, line, column, file, text, expression, offset; \x1f between fields, \x1e after. */
static void record(char kind, int line, int column, const char *file, const char *text,
                   const char *expression, int offset) {
  char number[16];
  if (report.length > REPORT_LIMIT) return;
  append(&report, &kind, 1);
  snprintf(number, sizeof number, "\x1f%d", line);
  appendText(&report, number);
  snprintf(number, sizeof number, "\x1f%d\x1f", column);
  appendText(&report, number);
  appendText(&report, file);
  appendText(&report, "\x1f");
  appendText(&report, text);
  appendText(&report, "\x1f");
  appendText(&report, expression);
  snprintf(number, sizeof number, "\x1f%d\x1e", offset);
  appendText(&report, number);
}

/* libxml2's errors (parsing, XPath, I/O) with their position. */
static void onStructuredError(void *context, xmlErrorPtr error) {
  int line = error->line;
  const char *file = error->file;
  (void)context;
  if (error->node != NULL && error->domain == XML_FROM_XPATH) {
    xmlNodePtr node = (xmlNodePtr)error->node;
    line = xmlGetLineNo(node);
    if (node->doc != NULL) file = (const char *)node->doc->URL;
  }
  record(error->level == XML_ERR_WARNING ? 'w' : 'e', line, error->int2, file, error->message,
         error->domain == XML_FROM_XPATH ? error->str1 : NULL, error->int1);
}

/* libxslt's errors, warnings and xsl:message text all come through here (see pendingContext). */
static void onXsltError(void *context, const char *format, ...) {
  char text[4096];
  va_list arguments;
  (void)context;
  va_start(arguments, format);
  vsnprintf(text, sizeof text, format, arguments);
  va_end(arguments);
  if (strncmp(format, "%s: ", 4) == 0 || strcmp(format, "%s\n") == 0) {
    /* xsltPrintErrorContext: "<type>: file <f> line <n> element <e>" */
    snprintf(pendingContext, sizeof pendingContext, "%s", text);
    contextPending = 1;
  } else if (contextPending) {
    contextPending = 0;
    record('x', 0, 0, pendingContext, text, NULL, 0);
  } else if (strcmp(format, "%s") == 0) {
    record('m', 0, 0, NULL, text, NULL, 0); /* xsl:message */
  } else if (strcmp(format, "\n") != 0) {
    record('g', 0, 0, NULL, text, NULL, 0);
  }
}

static const File *findFile(const char *url) {
  for (int i = 0; url != NULL && i < fileCount; i++) {
    if (strcmp(files[i].name, url) == 0) return &files[i];
  }
  return NULL;
}

/* Replaces libxml2's loader: files handed over by the page, or nothing (never disk or network). */
static xmlParserInputPtr loadEntity(const char *url, const char *id, xmlParserCtxtPtr parser) {
  const File *file = findFile(url);
  (void)id;
  if (file == NULL) {
    /* document('') asks for the stylesheet by its name first, then takes the parsed one. */
    if (url == NULL || strcmp(url, STYLESHEET_URL) == 0 || strcmp(url, SOURCE_URL) == 0) return NULL;
    record('n', 0, 0, url, "not loaded", NULL, 0);
    return NULL;
  }
  xmlParserInputBufferPtr buffer =
      xmlParserInputBufferCreateMem(file->data, file->length, XML_CHAR_ENCODING_NONE);
  if (buffer == NULL) return NULL;
  xmlParserInputPtr input = xmlNewIOInputStream(parser, buffer, XML_CHAR_ENCODING_NONE);
  if (input == NULL) {
    xmlFreeParserInputBuffer(buffer);
    return NULL;
  }
  input->filename = (char *)xmlStrdup((const xmlChar *)url);
  return input;
}

static int forbid(xsltSecurityPrefsPtr prefs, xsltTransformContextPtr context, const char *value) {
  (void)prefs;
  (void)context;
  (void)value;
  return 0;
}

EXPORT(bx_alloc) void *bx_alloc(size_t size) { return malloc(size); }

/* Makes `data` (UTF-8 or with its own encoding declaration) readable under `name`. */
EXPORT(bx_add_file) int bx_add_file(char *name, char *data, int length) {
  File *grown = realloc(files, (fileCount + 1) * sizeof *files);
  if (grown == NULL) return -1;
  files = grown;
  files[fileCount++] = (File){name, data, length};
  return 0;
}

static int writeOutput(void *context, const char *bytes, int length) {
  (void)context;
  append(&output, bytes, (size_t)length);
  return length;
}

static int closeOutput(void *context) {
  (void)context;
  return 0;
}

/* As xsltSaveResultToFile does: the declared encoding when libxml2 has an encoder for it, else UTF-8. */
static void saveResult(xmlDocPtr result, xsltStylesheetPtr style) {
  const xmlChar *declared, *declaredMethod;
  xmlCharEncodingHandlerPtr encoder = NULL;
  int writable = 1;
  XSLT_GET_IMPORT_PTR(declared, style, encoding)
  if (declared != NULL) {
    encoder = xmlFindCharEncodingHandler((const char *)declared);
    writable = encoder != NULL;
    if (encoder != NULL && xmlStrEqual((const xmlChar *)encoder->name, BAD_CAST "UTF-8"))
      encoder = NULL;
  }
  encoding = encoder != NULL ? encoder->name : "UTF-8";
  if (!writable) {
    /* As xsltproc without iconv: UTF-8 bytes under the declared name. The page says so. */
    record('c', 0, 0, NULL, (const char *)declared, NULL, 0);
  }
  XSLT_GET_IMPORT_PTR(declaredMethod, style, method)
  if (declaredMethod != NULL)
    method = (const char *)declaredMethod;
  else
    method = result->type == XML_HTML_DOCUMENT_NODE ? "html" : "xml";
  xmlOutputBufferPtr buffer = xmlOutputBufferCreateIO(writeOutput, closeOutput, NULL, encoder);
  if (buffer == NULL) return;
  xsltSaveResultTo(buffer, result, style);
  xmlOutputBufferClose(buffer);
}

static void setUp(void) {
  xmlInitParser();
  xmlLineNumbersDefault(1);
  xmlSetStructuredErrorFunc(NULL, onStructuredError);
  xmlSetGenericErrorFunc(NULL, (xmlGenericErrorFunc)onXsltError);
  xsltSetGenericErrorFunc(NULL, (xmlGenericErrorFunc)onXsltError);
  xmlSetExternalEntityLoader(loadEntity);
  xsltSecurityPrefsPtr prefs = xsltNewSecurityPrefs();
  /* Reading is left to loadEntity, the one gate; writing (exsl:document) is refused outright. */
  xsltSetSecurityPrefs(prefs, XSLT_SECPREF_WRITE_FILE, forbid);
  xsltSetSecurityPrefs(prefs, XSLT_SECPREF_CREATE_DIRECTORY, forbid);
  xsltSetSecurityPrefs(prefs, XSLT_SECPREF_WRITE_NETWORK, forbid);
  xsltSetDefaultSecurityPrefs(prefs);
  exsltRegisterAll();
}

/* Applies the stylesheet `xsl` (or, when it is NULL, the one the document's xml-stylesheet
 * processing instruction names) to `xml`; `parameters` is name, value, …, NULL: string values, as
 * xsltproc --stringparam passes them. The result is read with bx_output and friends. */
EXPORT(bx_transform)
int bx_transform(const char *xml, int xmlLength, const char *xsl, int xslLength,
                 const char **parameters) {
  setUp();
  xmlDocPtr source = xmlReadMemory(xml, xmlLength, SOURCE_URL, NULL, PASTED_OPTIONS);
  if (source == NULL) return XML_INVALID;
  xsltStylesheetPtr style;
  if (xsl != NULL) {
    xmlDocPtr document = xmlReadMemory(xsl, xslLength, STYLESHEET_URL, NULL, PASTED_OPTIONS);
    if (document == NULL) return XSLT_INVALID;
    style = xsltParseStylesheetDoc(document);
  } else {
    style = xsltLoadStylesheetPI(source);
    if (style == NULL) return NO_STYLESHEET;
  }
  if (style == NULL || style->errors != 0) return XSLT_REJECTED;
  xsltTransformContextPtr context = xsltNewTransformContext(style, source);
  if (context == NULL) return FAILED;
  xsltSetCtxtParseOptions(context, PARSE_OPTIONS);
  if (xsltQuoteUserParams(context, parameters) != 0) return FAILED;
  xmlDocPtr result = xsltApplyStylesheetUser(style, source, NULL, NULL, NULL, context);
  if (context->state == XSLT_STATE_STOPPED) return TERMINATED;
  if (result == NULL || context->state == XSLT_STATE_ERROR) return FAILED;
  saveResult(result, style);
  return OK;
}

/* The libxml2 and libxslt copyright and permission notices (written by build.sh). */
static const char NOTICES[] =
#include "notices.inc"
    ;

EXPORT(bx_notices) const char *bx_notices(void) { return NOTICES; }
EXPORT(bx_output) const char *bx_output(void) { return output.data; }
EXPORT(bx_output_length) int bx_output_length(void) { return (int)output.length; }
EXPORT(bx_report) const char *bx_report(void) { return report.data; }
EXPORT(bx_report_length) int bx_report_length(void) { return (int)report.length; }
EXPORT(bx_method) const char *bx_method(void) { return method; }
EXPORT(bx_encoding) const char *bx_encoding(void) { return encoding; }
