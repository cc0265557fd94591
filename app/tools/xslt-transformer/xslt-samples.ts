// The page's sample: spec §3's bookstore (the converters' JSON sample, written as XML) and a
// stylesheet that renders it as an HTML table, so the preview has something to show.

export const SAMPLE_BOOKSTORE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<store expensive="true">
  <book category="reference">
    <author>Grace Hopper</author>
    <title>Notes on Compilers</title>
    <price>8.95</price>
  </book>
  <book category="fiction">
    <author>Octavia Lane</author>
    <title>The Quiet Orbit</title>
    <price>12.99</price>
  </book>
  <book category="fiction">
    <author>Tomás Ribeiro</author>
    <title>Harbour of Glass &amp; Salt</title>
    <price>8.99</price>
  </book>
  <book category="fiction">
    <author>Mei Tanaka</author>
    <title>Winter Ledger</title>
    <price>22.99</price>
  </book>
  <bicycle type="road">
    <color>red</color>
    <price>19.95</price>
  </bicycle>
</store>
`;

export const SAMPLE_BOOKSTORE_XSLT = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" indent="yes"/>
  <xsl:param name="heading" select="'Bookstore'"/>

  <xsl:template match="/store">
    <html>
      <head>
        <title><xsl:value-of select="$heading"/></title>
        <style>
          body { font-family: sans-serif; margin: 1rem; }
          table { border-collapse: collapse; }
          th, td { border: 1px solid #888; padding: 0.25rem 0.5rem; text-align: left; }
          td.price { text-align: right; }
        </style>
      </head>
      <body>
        <h1><xsl:value-of select="$heading"/></h1>
        <table>
          <tr><th>Title</th><th>Author</th><th>Category</th><th>Price</th></tr>
          <xsl:for-each select="book">
            <xsl:sort select="price" data-type="number"/>
            <tr>
              <td><xsl:value-of select="title"/></td>
              <td><xsl:value-of select="author"/></td>
              <td><xsl:value-of select="@category"/></td>
              <td class="price"><xsl:value-of select="price"/></td>
            </tr>
          </xsl:for-each>
        </table>
        <p>Books: <xsl:value-of select="count(book)"/>,
          total <xsl:value-of select="format-number(sum(book/price), '0.00')"/></p>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
