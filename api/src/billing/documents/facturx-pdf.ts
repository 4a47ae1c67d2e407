/**
 * Makes a PDF/A-3b into a Factur-X invoice (pdf-lib): the CII XML attached as `factur-x.xml`
 * (AFRelationship Alternative: the XML is the same invoice as the visible one, as the
 * EN 16931 profile asks), listed in the catalog's /AF, and XMP metadata declaring both PDF/A-3
 * and the Factur-X extension schema (fx namespace), in step with the document's Info dictionary.
 */
import { AFRelationship, PDFDocument, PDFName } from 'pdf-lib';
import { escapeXml as escape, FACTURX_FILENAME, FACTURX_PROFILE } from './cross-industry-invoice';

export const FACTURX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

export interface PdfMeta {
  title: string;
  author: string;
  producer: string;
}

/** The XMP packet: PDF/A-3B identification, Dublin Core and PDF properties, and Factur-X's own, declared as a PDF/A extension. */
export function facturXmp(meta: PdfMeta, date: Date): string {
  const when = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const property = (name: string, valueType: string, description: string) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>${valueType}</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escape(meta.title)}</rdf:li></rdf:Alt></dc:title>
      <dc:creator><rdf:Seq><rdf:li>${escape(meta.author)}</rdf:li></rdf:Seq></dc:creator>
      <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escape(meta.title)}</rdf:li></rdf:Alt></dc:description>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${escape(meta.producer)}</pdf:Producer>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${escape(meta.author)}</xmp:CreatorTool>
      <xmp:CreateDate>${when}</xmp:CreateDate>
      <xmp:ModifyDate>${when}</xmp:ModifyDate>
      <xmp:MetadataDate>${when}</xmp:MetadataDate>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FACTURX_NAMESPACE}">
      <fx:DocumentType>INVOICE</fx:DocumentType>
      <fx:DocumentFileName>${FACTURX_FILENAME}</fx:DocumentFileName>
      <fx:Version>1.0</fx:Version>
      <fx:ConformanceLevel>${FACTURX_PROFILE.conformanceLevel}</fx:ConformanceLevel>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FACTURX_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${property('DocumentFileName', 'Text', 'The name of the embedded XML document')}${property('DocumentType', 'Text', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${property('Version', 'Text', 'The actual version of the standard applying to the embedded XML document')}${property('ConformanceLevel', 'Text', 'The conformance level of the embedded XML document')}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

export async function embedFacturX(pdf: Uint8Array, xml: string, meta: PdfMeta, date = new Date()): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  await document.attach(Buffer.from(xml, 'utf8'), FACTURX_FILENAME, {
    mimeType: 'text/xml',
    description: `Facture électronique Factur-X (${FACTURX_PROFILE.conformanceLevel})`,
    creationDate: date,
    modificationDate: date,
    afRelationship: AFRelationship.Alternative,
  });
  // The Info dictionary says what the XMP says (PDF/A requires the two to agree).
  document.setTitle(meta.title);
  document.setAuthor(meta.author);
  document.setSubject(meta.title);
  document.setCreator(meta.author);
  document.setProducer(meta.producer);
  document.setCreationDate(date);
  document.setModificationDate(date);
  const xmp = Buffer.from(facturXmp(meta, date), 'utf8');
  // Left unfiltered, so that any reader finds the packet.
  const metadata = document.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length });
  document.catalog.set(PDFName.of('Metadata'), document.context.register(metadata));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
