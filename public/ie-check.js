// Spec §2: Internet Explorer below 10 is sent to the upgrade page. Plain ES3 on purpose.
(function () {
  var m = /MSIE (\d+)\./.exec(navigator.userAgent);
  if (m && parseInt(m[1], 10) < 10 && location.pathname !== '/upgrade.html') location.replace('/upgrade.html');
})();
