/// `/?selftest=1`: drives the page as a person would (a click on sodium's tile, a click on the
/// card, a search) through the same event handlers, and writes what it saw into
/// `<output id="selftest">` for a headless browser's `--dump-dom` to read. Never sent otherwise.
/// With `#switch=CODE` in the address it first picks that language in the page's switch, as a
/// person would, and runs on the page that loads.
enum PageSelfTest {
    static let javaScript = #"""
    window.addEventListener('load', async () => {
      const $ = (id) => document.getElementById(id);
      const seen = [];
      const output = document.createElement('output');
      output.id = 'selftest';
      const until = (condition, what) => new Promise((resolve, reject) => {
        const start = performance.now();
        (function poll() {
          if (condition()) resolve();
          else if (performance.now() - start > 5000) reject(new Error('timed out waiting for ' + what));
          else setTimeout(poll, 25);
        })();
      });
      const loaded = (image) => image.complete && image.naturalWidth > 0;
      const wanted = new URLSearchParams(location.hash.slice(1)).get('switch');
      if (wanted && document.documentElement.lang !== wanted) {
        $('lang').value = wanted;
        $('lang').dispatchEvent(new Event('change'));
        return;
      }
      try {
        await window.ptablePage.ready;
        seen.push('lang=' + document.documentElement.lang);
        const tiles = document.querySelectorAll('#table g.tile[role=button]');
        seen.push('tiles=' + tiles.length);
        document.getElementById('tile-Na').dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await until(() => !$('detail').hidden && loaded($('front')), 'the front of the tile');
        seen.push('selected=' + $('detail').dataset.symbol);
        seen.push('front=' + $('front').naturalWidth + 'px');
        const before = $('card').classList.contains('flipped');
        $('card').dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await until(() => $('card').classList.contains('flipped') && loaded($('back')), 'the back of the tile');
        seen.push('flipped=' + (!before && $('card').getAttribute('aria-pressed') === 'true'));
        seen.push('back=' + new URL($('back').src).search.includes('side=back'));
        $('card').dispatchEvent(new MouseEvent('click', { bubbles: true }));
        seen.push('flippedBack=' + !$('card').classList.contains('flipped'));
        $('search').value = 'neon';
        $('search').dispatchEvent(new Event('input'));
        seen.push('searchRows=' + document.querySelectorAll('#list li').length);
        seen.push('dimmed=' + document.querySelectorAll('#table g.tile.dimmed').length);
        $('search').value = '';
        $('search').dispatchEvent(new Event('input'));
        $('sort').value = 'state';
        $('sort').dispatchEvent(new Event('change'));
        seen.push('stateSections=' + Array.from(document.querySelectorAll('#list h3')).map((h) => h.textContent).join('|'));
        output.textContent = 'pass ' + seen.join(' ');
      } catch (error) {
        output.textContent = 'fail ' + error.message + ' ' + seen.join(' ');
      }
      document.body.append(output);
    });
    """#
}
