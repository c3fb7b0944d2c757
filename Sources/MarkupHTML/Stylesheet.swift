extension HTMLRenderer {
    /// How the controls look: close to iOS's defaults, in the system font, with `--mk-tint` (a view's `tintColor`)
    /// as the accent. Nothing here moves a layout view's box; a control's own size is its content's, as UIKit's
    /// intrinsic size is.
    public static let stylesheet = """
        .mk-screen { position: relative; overflow: hidden; background: #fff; color: #000; --mk-tint: #007aff;
          font-family: \(CSSValues.systemFontFamily); font-size: 17px; line-height: 1.2; }
        .mk-screen * { box-sizing: border-box; }
        .mk-screen [hidden] { display: none !important; }
        .mk-form { margin: 0; font-family: \(CSSValues.systemFontFamily); }
        .mk-navigation { display: flex; align-items: center; justify-content: center; position: relative; height: 44px;
          background: #f9f9f9; border-bottom: 0.5px solid rgba(60,60,67,.29); font-size: 17px; font-weight: 600; }
        .mk-submit { position: absolute; inset-inline-end: 8px; top: 6px; height: 32px; border: 0; background: none;
          color: #007aff; font: inherit; font-weight: 600; cursor: pointer; }
        .mk-label { display: flex; flex-direction: column; justify-content: center; height: 100%; }
        .mk-label > span { display: block; white-space: pre; overflow: hidden; text-overflow: ellipsis; }
        .mk-label > .mk-wrap { white-space: pre-wrap; overflow-wrap: break-word; }
        .mk-disabled { opacity: .45; }
        .mk-button { display: block; width: 100%; height: 100%; border: 0; background: none; padding: 6px 0;
          font: inherit; font-size: 15px; color: var(--mk-tint); cursor: pointer; white-space: nowrap; }
        .mk-button:disabled { color: rgba(60,60,67,.3); cursor: default; }
        .mk-button-image { vertical-align: middle; max-height: 100%; }
        .mk-field { display: block; width: 100%; height: 100%; min-height: 34px; font: inherit; color: inherit;
          border: 0; background: transparent; padding: 0; outline-offset: 2px; }
        .mk-border-roundedRect { border: 1px solid #ccc; border-radius: 5px; padding: 0 7px; background: #fff; }
        .mk-border-line, .mk-border-bezel { border: 1px solid #000; padding: 0 4px; }
        .mk-textview { display: block; width: 100%; height: 100%; min-height: 34px; resize: none; border: 0;
          font: inherit; color: inherit; background: transparent; }
        .mk-switch { appearance: none; display: block; width: 51px; height: 31px; margin: 0; border-radius: 16px;
          background: #e9e9ea; position: relative; cursor: pointer; transition: background .2s; }
        .mk-switch::before { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px;
          border-radius: 50%; background: #fff; box-shadow: 0 2px 4px rgba(0,0,0,.2); transition: left .2s; }
        .mk-switch:checked { background: var(--mk-on, #34c759); }
        .mk-switch:checked::before { left: 22px; }
        .mk-switch:disabled { opacity: .5; }
        .mk-slider { display: block; width: 100%; min-width: 60px; height: 100%; min-height: 31px; margin: 0;
          accent-color: var(--mk-tint); }
        .mk-stepper { display: flex; height: 32px; border-radius: 8px; background: #eeeef0; overflow: hidden; }
        .mk-stepper button { width: 47px; border: 0; background: none; font-size: 22px; color: #000; cursor: pointer; }
        .mk-stepper input { width: 4em; border: 0; background: #fff; text-align: center; font: inherit; font-size: 15px;
          -moz-appearance: textfield; }
        .mk-stepper input::-webkit-inner-spin-button { -webkit-appearance: none; }
        .mk-segments { display: flex; height: 100%; min-height: 32px; padding: 2px; border-radius: 9px;
          background: #eeeef0; font-size: 13px; }
        .mk-segments label { flex: 1 1 0; display: flex; }
        .mk-segments input { position: absolute; opacity: 0; pointer-events: none; }
        .mk-segments span { flex: 1; display: flex; align-items: center; justify-content: center; padding: 0 12px;
          border-radius: 7px; cursor: pointer; white-space: nowrap; }
        .mk-segments input:checked + span { background: var(--mk-segment, #fff); box-shadow: 0 3px 8px rgba(0,0,0,.12);
          font-weight: 600; }
        .mk-segments input:focus-visible + span { outline: 2px solid var(--mk-tint); }
        .mk-date { display: block; width: 100%; height: 100%; min-height: 34px; font: inherit; border: 0;
          background: transparent; }
        .mk-picker { display: flex; gap: 8px; height: 100%; align-items: center; justify-content: center; }
        .mk-picker select { flex: 1 1 0; min-width: 0; font: inherit; padding: 4px; }
        .mk-image { display: block; width: 100%; height: 100%; }
        .mk-spinner { display: block; width: 20px; height: 20px; border-radius: 50%; color: #8e8e93;
          border: 2.5px solid currentColor; border-right-color: transparent; animation: mk-spin .8s linear infinite; }
        .mk-spinner.mk-large { width: 37px; height: 37px; border-width: 4px; }
        .mk-spinner.mk-stopped { animation: none; }
        @keyframes mk-spin { to { transform: rotate(360deg); } }
        .mk-progress { display: block; width: 100%; height: 4px; accent-color: var(--mk-tint); }
        .mk-pages { display: flex; gap: 9px; justify-content: center; align-items: center; height: 100%; min-height: 26px; }
        .mk-pages i { width: 7px; height: 7px; border-radius: 50%; background: rgba(0,0,0,.25); }
        .mk-pages i.mk-current { background: #000; }
        .mk-scroll { width: 100%; height: 100%; overflow: auto; }
        .mk-element { display: flex; width: 100%; height: 100%; min-width: 44px; min-height: 44px; align-items: center;
          justify-content: center; border: 1px dashed #8e8e93; color: #8e8e93; font-size: 13px; }
        .mk-table { width: 100%; height: 100%; overflow: auto; }
        .mk-grouped { background: #f2f2f7; padding-bottom: 20px; }
        .mk-grouped .mk-section { margin-top: 35px; }
        .mk-grouped .mk-section:first-child { margin-top: 20px; }
        .mk-header { margin: 0; padding: 0 16px 7px; font-size: 13px; font-weight: 400; text-transform: uppercase;
          color: rgba(60,60,67,.6); }
        .mk-plain .mk-header { padding: 4px 16px; background: #f7f7f7; text-transform: none; font-weight: 600;
          color: #000; font-size: 17px; }
        .mk-footer { margin: 0; padding: 7px 16px 0; font-size: 13px; color: rgba(60,60,67,.6); }
        .mk-cells { background: #fff; }
        .mk-grouped .mk-cells { margin: 0 16px; border-radius: 10px; overflow: hidden; }
        .mk-cell { position: relative; background: #fff; }
        .mk-cell + .mk-cell::before { content: ""; position: absolute; top: 0; left: 16px; right: 0;
          border-top: 0.5px solid rgba(60,60,67,.29); }
        .mk-row { display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 0 16px; }
        label.mk-row { cursor: pointer; }
        .mk-cell-image { width: 29px; height: 29px; object-fit: contain; }
        .mk-cell-text { flex: 1 1 auto; min-width: 0; display: flex; gap: 8px; align-items: baseline; }
        .mk-subtitleTableViewCell .mk-cell-text { flex-direction: column; gap: 2px; padding: 6px 0; align-items: stretch; }
        .mk-value1TableViewCell .mk-detail { margin-inline-start: auto; }
        .mk-detail { color: rgba(60,60,67,.6); font-size: 17px; }
        .mk-subtitleTableViewCell .mk-detail { font-size: 12px; color: #000; }
        .mk-value2TableViewCell .mk-text { color: var(--mk-tint); font-size: 12px; width: 25%; text-align: end; }
        .mk-glyph { color: #c4c4c7; font-size: 20px; }
        .mk-glyph.mk-checkmark, .mk-glyph.mk-tint { color: var(--mk-tint); }
        .mk-check { appearance: none; margin: 0; width: 20px; height: 20px; display: grid; place-items: center;
          color: var(--mk-tint); font-size: 17px; font-weight: 600; }
        .mk-check:checked::after { content: "✓"; }
        .mk-check:focus-visible { outline: 2px solid var(--mk-tint); border-radius: 4px; }
        .mk-accessory { flex: none; }
        .mk-tabbar { display: flex; width: 100%; height: 100%; min-height: 49px; background: #f9f9f9;
          border-top: 0.5px solid rgba(60,60,67,.29); color: #8e8e93; }
        .mk-tabbar button { flex: 1 1 0; display: flex; flex-direction: column; align-items: center; justify-content: center;
          gap: 2px; border: 0; background: none; color: inherit; font: inherit; font-size: 10px; cursor: pointer; }
        .mk-tabbar button[aria-selected="true"] { color: var(--mk-tint); }
        .mk-tab-icon { font-size: 22px; line-height: 1; }
        .mk-tab-image { width: 25px; height: 25px; }
        """

    /// The page's behaviour, in plain JavaScript and only what HTML lacks: stepper buttons step their number, and a
    /// tab selects itself and shows the view whose `id` is its name (hiding the other tabs' views).
    public static let script = """
        document.addEventListener('click', function (event) {
          var step = event.target.closest('.mk-stepper button');
          if (step) {
            var input = step.parentNode.querySelector('input');
            if (step.dataset.step === '1') { input.stepUp(); } else { input.stepDown(); }
            input.dispatchEvent(new Event('input', { bubbles: true }));
            input.dispatchEvent(new Event('change', { bubbles: true }));
            return;
          }
          var tab = event.target.closest('.mk-tabbar [role=tab]');
          if (tab) {
            tab.parentNode.querySelectorAll('[role=tab]').forEach(function (other) {
              other.setAttribute('aria-selected', String(other === tab));
              var pane = other.dataset.tab && document.getElementById(other.dataset.tab);
              if (pane && pane.closest('.mk-tabbar') === null) { pane.hidden = other !== tab; }
            });
          }
        });
        """
}
