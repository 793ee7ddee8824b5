window.addEventListener('load', async () => {
  const $ = (id) => document.getElementById(id);
  const seen = [];
  const output = document.createElement('output');
  output.id = 'selftest';
  const until = (condition, what) => new Promise((resolve, reject) => {
    const start = performance.now();
    (function poll() {
      if (condition()) resolve();
      else if (performance.now() - start > 8000) reject(new Error('timed out waiting for ' + what));
      else setTimeout(poll, 25);
    })();
  });
  const loaded = (image) => image.complete && image.naturalWidth > 0;
  const click = (node) => node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  const phone = window.ptablePage.phone.matches;
  let smallest = { size: Infinity, text: '' }, smallestTile = Infinity;
  // The smallest tile of a table in sight, in CSS pixels: its box as it is shown.
  const tileSize = (doc) => Math.min(...Array.from(doc.querySelectorAll('svg g.tile[role=button]'))
    .filter((tile) => tile.getClientRects().length > 0)
    .map((tile) => tile.querySelector('rect').getBoundingClientRect()).map((box) => Math.min(box.width, box.height)));
  // The smallest text drawn now, in CSS pixels (the table's SVG text scaled as it is shown), and
  // the smallest tile.
  const measureText = () => {
    smallestTile = Math.min(smallestTile, tileSize(document));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      if (!node.textContent.trim() || !element || element.closest('script, style, output, option')) continue;
      if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      let size = parseFloat(getComputedStyle(element).fontSize);
      if (element instanceof SVGElement) size *= element.getScreenCTM().a;
      if (size < smallest.size - 0.01) smallest = { size, text: node.textContent.trim().slice(0, 30) };
    }
  };
  const visibleRows = () => Array.from(document.querySelectorAll('#list li')).filter((row) => {
    const box = row.getBoundingClientRect();
    return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
  });
  const wanted = new URLSearchParams(location.hash.slice(1)).get('switch');
  if (wanted && document.documentElement.lang !== wanted) {
    $('lang').value = wanted;
    $('lang').dispatchEvent(new Event('change'));
    return;
  }
  // `#fit=en,de@360x740,390x844`: the page in each language at each size, in a frame of that
  // size (headless Chromium's own window is at least 500 px wide), as the list, the detail of the
  // element with the longest name (its favourite button scrolled to) and the favourites;
  // whatever does not fit or cannot be reached is named, and so are the hints left out.
  const fit = new URLSearchParams(location.hash.slice(1)).get('fit');
  if (fit) {
    const [languages, sizes] = fit.split('@').map((list) => list.split(','));
    const problems = [], leftOut = new Set();
    const measure = (frame, where) => {
      const win = frame.contentWindow, doc = frame.contentDocument, ruler = document.createElement('canvas').getContext('2d');
      const name = (node) => node.id || node.className || node.tagName;
      if (doc.scrollingElement.scrollWidth > win.innerWidth) problems.push(where + ':page ' + doc.scrollingElement.scrollWidth + 'px wide');
      for (const node of doc.body.querySelectorAll('*')) {
        if (node.getClientRects().length === 0 || node.closest('svg, .table-scroll, .announce, script, style, option')) continue;
        const box = node.getBoundingClientRect(), style = win.getComputedStyle(node);
        if (box.right > win.innerWidth + 0.5 || box.left < -0.5) problems.push(where + ':' + name(node) + ' sticks out');
        if (style.overflowX === 'hidden' && node.scrollWidth > node.clientWidth + 1) problems.push(where + ':' + name(node) + ' cut');
        if (node.matches('button, select, input') && (box.width < 24 || box.height < 24)) problems.push(where + ':' + name(node) + ' under 24px');
        // A phone's touch targets: 44 CSS px, as its own controls (the list's sort picker included).
        const touch = win.ptablePage.phone.matches && node.matches('button, select, input');
        if (touch && (box.width < 44 || box.height < 44)) problems.push(where + ':' + name(node) + ' under 44px to touch');
        if (node.matches('input[placeholder=""]')) leftOut.add(where.replace(/:[a-z]+$/, ':') + name(node));
        if (node.matches('input[placeholder]')) {
          const text = win.getComputedStyle(node, '::placeholder');
          ruler.font = text.fontWeight + ' ' + text.fontSize + ' ' + text.fontFamily;
          const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          if (ruler.measureText(node.placeholder).width > room) problems.push(where + ':placeholder of ' + name(node) + ' cut');
        }
      }
      // The table's text as it is shown (scaled or not), and its tiles to tap.
      for (const text of doc.querySelectorAll('svg text')) {
        if (text.getClientRects().length === 0) continue;
        const size = parseFloat(win.getComputedStyle(text).fontSize) * text.getScreenCTM().a;
        if (size < 11.99) problems.push(where + ':table text under 12px');
      }
      if (tileSize(doc) < 44) problems.push(where + ':tiles under 44px');
    };
    for (const language of languages) {
      for (const size of sizes) {
        const [width, height] = size.split('x');
        const frame = document.createElement('iframe');
        frame.style.cssText = 'position:absolute;top:0;left:0;border:0;width:' + width + 'px;height:' + height + 'px';
        frame.src = '/?lang=' + language;
        document.body.append(frame);
        await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
        const page = frame.contentWindow.ptablePage, data = JSON.parse(frame.contentDocument.getElementById('page-data').textContent);
        await page.ready;
        await frame.contentDocument.fonts.ready;
        measure(frame, language + '@' + size + ':list');
        page.select(data.elements.reduce((longest, element) => element.name.length > longest.name.length ? element : longest));
        measure(frame, language + '@' + size + ':detail');
        const detail = frame.contentDocument.getElementById('detail').getBoundingClientRect();
        const button = frame.contentDocument.getElementById('favorite');
        button.scrollIntoView({ block: 'nearest' });
        const reach = button.getBoundingClientRect();
        if (reach.top < -1 || reach.bottom > height + 1) problems.push(language + '@' + size + ':detail favourite out of reach');
        const covers = page.phone.matches;
        if (covers && (detail.top > 0 || detail.bottom < height - 1)) problems.push(language + '@' + size + ':detail covers ' + detail.top + '..' + detail.bottom);
        page.showTab('favorites');
        measure(frame, language + '@' + size + ':favourites');
        // The detail's way back is a step back in the history, which a frame shares with this
        // page: it is taken before the frame goes, or it would take this page back instead.
        page.closeDetail();
        await until(() => frame.contentWindow.location.hash === '', 'the frame back from its detail');
        frame.remove();
      }
    }
    output.textContent = 'fit ' + (problems.length === 0 ? 'ok' : Array.from(new Set(problems)).join('; '))
      + ' hintsLeftOut=' + Array.from(leftOut).join(',');
    output.hidden = true;
    document.body.append(output);
    return;
  }
  // The favourites the self-test adds, under these two names, are taken away again: the store is
  // left as it was found (a link with ?selftest=1 followed on a class's server adds nothing).
  const request = window.fetch.bind(window), names = ['Selft\u00ebst', 'Pending tap'];
  const idsOf = async (name) => (await (await request('/api/v1/favorites?favoritedBy=' + encodeURIComponent(name))).json())
    .filter((record) => record.favoritedBy === name).map((record) => String(record.id)).sort();
  const storeNow = async () => JSON.stringify(await Promise.all(names.map(idsOf)));
  let storeBefore = null;
  try {
    storeBefore = await storeNow();
    await window.ptablePage.ready;
    seen.push('layout=' + (phone ? 'phone' : 'desktop'));
    seen.push('lang=' + document.documentElement.lang);
    seen.push('theme=' + JSON.parse($('page-data').textContent).theme);
    seen.push('tiles=' + document.querySelectorAll('#table g.tile[role=button]').length);
    seen.push('phoneTiles=' + document.querySelectorAll('#phone-table g.tile[role=button]').length);
    seen.push('rows=' + document.querySelectorAll('#list li').length);
    $('list').scrollIntoView();
    const shownRows = visibleRows();
    await until(() => shownRows.every((row) => loaded(row.querySelector('img'))), 'the thumbnails of the rows in view');
    seen.push('rowImages=' + shownRows.length);
    seen.push('thumbnail=' + new URL(shownRows[0].querySelector('img').currentSrc).pathname);
    const sodiumRow = document.querySelector('#list li[data-number="11"]');
    seen.push('sodiumRow=' + sodiumRow.querySelector('.name').textContent + '|' + sodiumRow.querySelector('.detail').textContent);
    const thumb = sodiumRow.querySelector('img').getBoundingClientRect(), label = sodiumRow.querySelector('.labels').getBoundingClientRect();
    seen.push('thumbnailLeft=' + (thumb.right <= label.left && thumb.left - sodiumRow.getBoundingClientRect().left < 12));
    measureText();

    if (phone) {
      click($('tab-table'));
      seen.push('tableTab=' + (!$('view-table').hidden && $('view-elements').hidden));
      const svg = $('phone-table').querySelector('svg');
      seen.push('tableScrolls=' + ($('phone-table').scrollWidth > $('phone-table').clientWidth && svg.getBoundingClientRect().width >= 1000));
      measureText();
      click($('tab-favorites'));
    } else {
      click($('tab-favorites'));
    }
    // Typed decomposed (e + U+0308), as some keyboards send it; the server keeps names in NFC.
    $('person').value = 'Selfte\u0308st';
    $('person').dispatchEvent(new Event('change'));
    await until(() => $('favorites-note').textContent.includes('Selft\u00ebst'), 'the favourites of Selftëst');
    click($('tab-elements'));

    if (phone) {
      click(document.querySelector('#list li[data-number="11"] .row'));
    } else {
      click(document.getElementById('tile-Na'));
    }
    await until(() => !$('detail').hidden && loaded($('front')), 'the front of the tile');
    seen.push('selected=' + $('detail').dataset.symbol);
    seen.push('address=' + location.hash);
    seen.push('focusInDetail=' + $('detail').contains(document.activeElement));
    seen.push('behindInert=' + ($('views').inert && document.querySelector('header').inert));
    seen.push('title=' + $('detail-title').textContent);
    // The size of the image drawn (naturalWidth is divided by its srcset density), at least the
    // screen's resolution: as many image pixels as device pixels, or more.
    const drawnAt = (image) => Number(new URL(image.currentSrc).searchParams.get('size'));
    const sharp = (image) => drawnAt(image) >= $('card').getBoundingClientRect().width * window.devicePixelRatio - 0.5;
    seen.push('front=' + drawnAt($('front')) + 'px');
    seen.push('frontSharp=' + sharp($('front')));
    seen.push('frontAlt=' + $('front').alt);
    seen.push('facts=' + Array.from(document.querySelectorAll('#facts div'))
      .map((fact) => fact.querySelector('dt').textContent + ':' + fact.querySelector('dd').textContent).join('|'));
    const box = $('detail').getBoundingClientRect();
    seen.push('detailCovers=' + (box.width >= window.innerWidth - 1 && box.top <= 0 && box.bottom >= window.innerHeight - 1));
    measureText();
    $('card').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(() => $('card').classList.contains('flipped') && loaded($('back')), 'the back of the tile');
    seen.push('flipped=' + ($('front').getAttribute('aria-hidden') === 'true' && !$('back').hasAttribute('aria-hidden')
      && $('announce').textContent === $('back').alt));
    seen.push('back=' + new URL($('back').currentSrc).search.includes('side=back') + '|sharp=' + sharp($('back')));
    click($('card'));
    seen.push('flippedBack=' + !$('card').classList.contains('flipped'));
    // A double tap: the second, while the first is on its way, sends nothing.
    let saves = 0;
    const fetchOfThePage = window.fetch;
    window.fetch = (url, options) => { if (options && options.method === 'POST') saves += 1; return fetchOfThePage(url, options); };
    click($('favorite'));
    click($('favorite'));
    await until(() => $('favorite').getAttribute('aria-pressed') === 'true', 'the favourite to be saved');
    window.fetch = fetchOfThePage;
    seen.push('saves=' + saves);
    seen.push('favorite=' + $('favorite').textContent);
    seen.push('announced=' + $('announce').textContent);
    // The server gone: removing the favourite fails, and says so where the reader is looking.
    await until(() => !$('favorite').hasAttribute('aria-busy'), 'the favourite button to be free');
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    click($('favorite'));
    await until(() => !$('favorite-problem').hidden, 'the problem under the favourite button');
    window.fetch = fetchOfThePage;
    const problem = $('favorite-problem').getBoundingClientRect();
    seen.push('unreachable=' + $('favorite-problem').textContent + '|inView=' + (problem.top >= 0 && problem.bottom <= window.innerHeight + 1)
      + '|stillFavourite=' + ($('favorite').getAttribute('aria-pressed') === 'true'));
    // Back, as a phone's back gesture: the detail closes and the reader is back at the row they opened.
    if (!phone) click(document.querySelector('#list li[data-number="11"] .row'));
    history.back();
    await until(() => $('detail').hidden, 'the detail to close on the way back');
    await until(() => document.activeElement.closest('li'), 'the focus back on a row');
    seen.push('backTo=' + document.activeElement.closest('li').dataset.number + '|address=' + location.hash + '|behindInert=' + $('views').inert);
    history.forward();
    await until(() => !$('detail').hidden, 'the detail to open on the way forward');
    seen.push('forward=' + $('detail').dataset.symbol);
    click($('close'));
    await until(() => location.hash !== '#Na', 'the address without the element');
    seen.push('closedTo=' + (document.activeElement.closest('li') || { dataset: {} }).dataset.number);
    // A link to an element (or a reload of its detail) opens it.
    const linked = document.createElement('iframe');
    linked.src = '/#Fe';
    document.body.append(linked);
    await new Promise((resolve) => linked.addEventListener('load', resolve, { once: true }));
    await linked.contentWindow.ptablePage.ready;
    const linkedDetail = linked.contentDocument.getElementById('detail');
    seen.push('deepLink=' + (linkedDetail.hidden ? 'closed' : linkedDetail.dataset.symbol));
    linked.remove();
    click($('tab-favorites'));
    seen.push('favoritesTab=' + Array.from(document.querySelectorAll('#favorites-list li .name')).map((n) => n.textContent).join('|'));
    seen.push('favoritesNote=' + $('favorites-note').textContent);
    measureText();
    // Opened again from the history in the Table tab (no tile opened it this time), the detail
    // closes back onto its tile.
    if (phone) {
      click($('tab-table'));
      click($('tile-Fe'));
      await until(() => !$('detail').hidden, 'the detail of the tile tapped in the table');
      history.back();
      await until(() => $('detail').hidden, 'the detail to close on the way back');
      history.forward();
      await until(() => !$('detail').hidden, 'the detail again on the way forward');
      click($('close'));
      await until(() => $('detail').hidden && location.hash === '', 'the detail closed');
      seen.push('tableClosedTo=' + document.activeElement.id);
    }
    click($('tab-elements'));

    const announcedBefore = $('announce').textContent;
    $('search').value = 'neon';
    $('search').dispatchEvent(new Event('input'));
    seen.push('searchRows=' + document.querySelectorAll('#list li').length);
    await until(() => $('announce').textContent !== announcedBefore, 'the count of matches announced');
    seen.push('matchesAnnounced=' + $('announce').textContent);
    seen.push('dimmed=' + document.querySelectorAll('#table g.tile.dimmed').length);
    $('search').value = 'xyzzy';
    $('search').dispatchEvent(new Event('input'));
    seen.push('noMatch=' + ($('list').querySelector('.note') || { textContent: '' }).textContent);
    // The first name with accents in the page's language that its English name would not find,
    // searched for without them.
    const plain = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const accented = JSON.parse($('page-data').textContent).elements
      .find((e) => plain(e.name) !== e.name.normalize('NFD').toLowerCase() && !e.dataName.toLowerCase().includes(plain(e.name)));
    if (accented) {
      $('search').value = plain(accented.name);
      $('search').dispatchEvent(new Event('input'));
      seen.push('plainSearch=' + accented.name + ':' + (document.querySelector('#list li[data-number="' + accented.number + '"]') ? 'found' : 'missing'));
    }
    $('search').value = '';
    $('search').dispatchEvent(new Event('input'));
    $('sort').value = 'state';
    $('sort').dispatchEvent(new Event('change'));
    seen.push('stateSections=' + Array.from(document.querySelectorAll('#list h3')).map((h) => h.textContent).join('|'));
    $('sort').value = 'name';
    $('sort').dispatchEvent(new Event('change'));
    measureText();
    // The keyboard in the table: one Tab stop, arrows to the tiles beside.
    if (!phone) {
      let at = $('tile-Na');
      at.focus();
      const reached = [];
      for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'End', 'Home', 'ArrowUp', 'ArrowUp']) {
        at.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        at = document.activeElement;
        reached.push(at.id.replace(/^tile-/, ''));
      }
      seen.push('arrows=' + reached.join(','));
      seen.push('tableTabStops=' + document.querySelectorAll('#table g.tile[tabindex="0"]').length);
    }
    // Favourite tapped before any name is typed: the page asks for the name, then keeps the tap.
    const person = $('person').value;
    $('person').value = '';
    $('person').dispatchEvent(new Event('change'));
    await until(() => $('favorites-list').children.length === 0, 'no favourites without a name');
    click(phone ? document.querySelector('#list li[data-number="12"] .row') : $('tile-Mg'));
    await until(() => !$('detail').hidden, 'the detail of magnesium');
    click($('favorite'));
    seen.push('askedForName=' + (!$('view-favorites').hidden && document.activeElement === $('person') && !$('status').hidden));
    $('person').value = 'Pending tap';
    $('person').dispatchEvent(new Event('change'));
    await until(() => $('favorites-list').querySelector('li[data-number="12"]'), 'the favourite kept from before the name');
    seen.push('keptTap=' + $('favorites-note').textContent + '|' + $('status').hidden);
    // Each favourite added is taken away as a person would: its row, then the button.
    const unfavourite = async (number, symbol) => {
      click($('favorites-list').querySelector('li[data-number="' + number + '"] .row'));
      await until(() => !$('detail').hidden && $('detail').dataset.symbol === symbol, 'the detail of ' + symbol);
      click($('favorite'));
      await until(() => $('favorite').getAttribute('aria-pressed') === 'false' && !$('favorite').hasAttribute('aria-busy'),
        symbol + ' taken from the favourites');
    };
    await unfavourite(12, 'Mg');
    $('person').value = person;
    $('person').dispatchEvent(new Event('change'));
    await until(() => $('favorites-list').querySelector('li[data-number="11"]'), 'the favourites of the first name again');
    await unfavourite(11, 'Na');
    window.ptablePage.closeDetail();
    await until(() => $('detail').hidden && !['#Na', '#Mg'].includes(location.hash), 'the detail closed');
    seen.push('storeKept=' + (await storeNow() === storeBefore));
    click($('tab-elements'));
    seen.push('background=' + getComputedStyle(document.body).backgroundColor.replace(/ /g, ''));
    seen.push('minText=' + Math.round(smallest.size * 100) / 100 + '(' + smallest.text + ')');
    seen.push('minTile=' + Math.round(smallestTile * 100) / 100);
    window.scrollTo(0, 0);
    if (phone) {
      await until(() => visibleRows().every((row) => loaded(row.querySelector('img'))), 'the thumbnails in view');
    } else {
      click(document.getElementById('tile-Na'));
      await until(() => loaded($('front')), 'the front of the tile again');
    }
    output.textContent = 'pass ' + seen.join(' ');
  } catch (error) {
    output.textContent = 'fail ' + error.message + ' ' + seen.join(' ');
  } finally {
    // What a failed run left behind goes through the API, before the result is written.
    try {
      const before = JSON.parse(storeBefore || '[]').flat();
      const added = storeBefore ? (await Promise.all(names.map(idsOf))).flat().filter((id) => !before.includes(id)) : [];
      await Promise.all(added.map((id) => request('/api/v1/favorites/' + encodeURIComponent(id), { method: 'DELETE' })));
    } catch {}
  }
  output.hidden = true;
  document.body.append(output);
});
