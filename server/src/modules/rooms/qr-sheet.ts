import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TLanguage } from '@cleanops/contracts';
import PDFDocument from 'pdfkit';
import { qrPng } from './qr-codes';

export interface QrSheetInput {
  location: { title: string; address: string };
  rooms: { name: string; code: string; publicUrl: string }[];
  /** The reader's language: the person printing (the empty sheet's note). */
  language: TLanguage;
  /** The guests' language: the note under the codes says what scanning gives them. */
  guestLanguage: TLanguage;
}

const NO_ROOMS: Record<TLanguage, string> = {
  en: 'This location has no rooms or zones yet. Add them to print their QR codes.',
  ru: 'В этом объекте пока нет помещений и зон. Добавьте их, чтобы напечатать QR-коды.',
  kk: 'Бұл нысанда әлі бөлмелер мен аймақтар жоқ. QR-кодтарын басып шығару үшін оларды қосыңыз.',
  es: 'Esta ubicación aún no tiene estancias ni zonas. Añádelas para imprimir sus códigos QR.',
};

/** Printed on every page of codes, so a guest knows what a code is for before scanning it. */
export const GUEST_NOTE: Record<TLanguage, string> = {
  en: "Guests: scan a code with your phone's camera to rate the cleaning of that room or zone or report a problem, with photos if you like. No app or sign-up needed.",
  ru: 'Гостям: наведите камеру телефона на код, чтобы оценить уборку этого помещения или зоны или сообщить о проблеме, можно с фото. Приложение и регистрация не нужны.',
  kk: 'Қонақтарға: осы бөлменің немесе аймақтың тазалығын бағалау не мәселе туралы хабарлау үшін кодты телефон камерасымен сканерлеңіз, қаласаңыз фотомен. Қосымша да, тіркелу де қажет емес.',
  es: 'Para los huéspedes: escanea un código con la cámara del móvil para valorar la limpieza de esa estancia o zona o avisar de un problema, con fotos si quieres. No hace falta app ni registro.',
};

// pdfkit's built-in fonts are Latin-1 only; DejaVu Sans has Cyrillic and the Kazakh letters too.
// Read once: pdfkit embeds only the glyphs a sheet uses.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  const require = createRequire(import.meta.url);
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** A4 in points; 2 × 3 codes a page, each about 6 cm wide: large enough to scan from a step away. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const HEADER = 64;
const COLUMNS = 2;
const ROWS = 3;
const QR_SIZE = 170;
/** About 130 dpi at that size, several pixels a module: sharp on paper, quick for hundreds of rooms. */
const SHEET_QR_PIXELS = 300;
const CELL = {
  width: (PAGE.width - 2 * MARGIN) / COLUMNS,
  height: (PAGE.height - 2 * MARGIN - HEADER) / ROWS,
};

function header(doc: PDFKit.PDFDocument, { title, address }: QrSheetInput['location']) {
  const width = PAGE.width - 2 * MARGIN;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#000')
    .text(title, MARGIN, MARGIN, { width, height: 22, ellipsis: true });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#444')
    .text(address, MARGIN, MARGIN + 24, {
      width,
      height: 26,
      ellipsis: true,
    });
  const y = MARGIN + HEADER - 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#999')
    .stroke();
}

function guestNote(doc: PDFKit.PDFDocument, text: string) {
  // The note sits in the bottom margin, below the last row of codes: pdfkit would open a new page
  // for text placed there unless the margin is lifted while it is written.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#444')
    .text(text, MARGIN, PAGE.height - MARGIN + 6, {
      width: PAGE.width - 2 * MARGIN,
      height: 26,
      align: 'center',
      ellipsis: true,
    });
  doc.page.margins.bottom = bottom;
}

/**
 * The printable sheet of every room's QR code in a location (DECISIONS.md §6), built in memory: under
 * each code the room's and the location's names, so a code cut from the sheet still says where it goes,
 * and at the foot of each page, in the guests' language, what scanning gives them (also the PDF's
 * subject).
 */
export async function buildQrSheet(input: QrSheetInput): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: input.location.title, Subject: GUEST_NOTE[input.guestLanguage] },
    autoFirstPage: false,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const perPage = COLUMNS * ROWS;
  const pages = Math.max(1, Math.ceil(input.rooms.length / perPage));
  for (let page = 0; page < pages; page++) {
    doc.addPage();
    header(doc, input.location);
    if (!input.rooms.length) {
      doc
        .font('regular')
        .fontSize(12)
        .fillColor('#000')
        .text(NO_ROOMS[input.language], MARGIN, MARGIN + HEADER + 20, {
          width: PAGE.width - 2 * MARGIN,
        });
    } else guestNote(doc, GUEST_NOTE[input.guestLanguage]);
    // Made page by page: awaiting them between pages lets other requests run during a long sheet.
    const rooms = input.rooms.slice(page * perPage, (page + 1) * perPage);
    const images = await Promise.all(rooms.map((room) => qrPng(room.publicUrl, SHEET_QR_PIXELS)));
    rooms.forEach((room, i) => {
      const x = MARGIN + (i % COLUMNS) * CELL.width;
      const y = MARGIN + HEADER + Math.floor(i / COLUMNS) * CELL.height;
      const textWidth = CELL.width - 20;
      doc.image(images[i]!, x + (CELL.width - QR_SIZE) / 2, y + 4, { width: QR_SIZE });
      doc
        .font('bold')
        .fontSize(12)
        .fillColor('#000')
        .text(room.name, x + 10, y + QR_SIZE + 8, {
          width: textWidth,
          height: 30,
          align: 'center',
          ellipsis: true,
        });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#444')
        .text(`${input.location.title} · ${room.code}`, x + 10, y + QR_SIZE + 40, {
          width: textWidth,
          height: 12,
          align: 'center',
          ellipsis: true,
        });
    });
  }
  doc.end();
  return finished;
}
