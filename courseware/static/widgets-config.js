// Hand-written (courseware/sphinx_ext.py serves it between require.js and the widget manager).
// The widget manager (@jupyter-widgets/html-manager, vendored in _static/widgets/) finds its fonts
// next to the module id "@jupyter-widgets/html-manager/dist/...", which require.js would resolve
// relative to the page. Point that id at the vendored folder, wherever the page is.
(function () {
  var here = document.currentScript && document.currentScript.src;
  if (!here || !window.require || !window.require.config) { return; }
  var folder = here.replace(/[^/]*$/, "") + "widgets";
  window.require.config({ paths: { "@jupyter-widgets/html-manager/dist": folder } });
})();
