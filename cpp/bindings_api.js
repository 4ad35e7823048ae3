// The pose core's JS API over the C ABI of bindings.cpp: the Scene class and
// the module functions that web/posecore.d.mts describes. Bad arguments become
// readable Errors here, before they reach wasm, where a string would silently
// become NaN, an unknown name could not be reported, a deleted scene or a
// `this` that is no scene would be read at a stale or made-up address, and a
// huge string would not fit the stack it is written on.
//
// The glue goes through Closure's advanced pass, which renames every dotted
// property: the names the page reads are quoted here (Module['Scene'],
// proto['buildPose'], a control's 'label').

// Emscripten's abort text ("Aborted(...). Build with -s ASSERTIONS=1 for more
// info.") is for the module's developers; whoever shows the error to a reader
// gets a sentence instead.
var onAbortBefore = Module['onAbort'];
function abortSentence(reason) {
  if (reason === 'OOM') return 'Not enough memory for the animation.';
  if (runtimeInitialized) return 'The animation core stopped (' + reason + ').';
  if (/unsafe-eval|Content.Security.Policy/i.test(reason)) {
    return "The page's Content-Security-Policy does not allow WebAssembly (it needs 'wasm-unsafe-eval').";
  }
  if (/fetch|HTTP|wasm binary file/i.test(reason)) return 'The WebAssembly core (posecore.wasm) could not be fetched.';
  return 'The WebAssembly core (posecore.wasm) could not be compiled (' + reason + ').';
}
Module['onAbort'] = function readableAbort(what) {
  if (onAbortBefore) onAbortBefore(what);
  var reason = what && what.message ? what.message : String(what);
  var error = reason === 'OOM' ? new RangeError(abortSentence(reason)) : new Error(abortSentence(reason));
  // During start-up the factory's promise is what callers see: settle it with
  // the sentence first (abort's own rejection then comes too late to count).
  // Afterwards, throwing here replaces abort's error with the sentence.
  if (!runtimeInitialized) readyPromiseReject(error);
  else throw error;
};

// Ids, parameter names and key codes are a few dozen characters; anything
// longer is a mistake or an attack and is refused before it is written to the
// wasm stack (at most 3 bytes of UTF-8 a character).
var MAX_NAME = 128;
// Texts pass on the wasm stack: longer ones are refused unread.
var MAX_TEXT = 16384;

function list(items) {
  return items.map(function (s) { return '"' + s + '"'; }).join(', ');
}
function needString(what, value) {
  if (typeof value !== 'string') throw new TypeError(what + ' must be a string, got ' + typeof value);
  if (value.length > MAX_NAME) {
    throw new RangeError(what + ' is ' + value.length + ' characters long; at most ' + MAX_NAME + ' are accepted');
  }
}
// For the predicates: a name too long to be valid is simply not known.
function shortString(value) {
  return typeof value === 'string' && value.length <= MAX_NAME;
}
function needNumber(what, value) {
  if (typeof value !== 'number') throw new TypeError(what + ' must be a number, got ' + typeof value);
}
// Extra arguments are refused rather than dropped unseen.
function needArity(what, args, n) {
  if (args.length !== n) {
    throw new TypeError(what + ' takes ' + n + ' argument' + (n === 1 ? '' : 's') + ', got ' + args.length);
  }
}

// Calls wasm with `name` as NUL-terminated UTF-8 on the stack, which is given
// back even when the call throws (out of memory).
function withName(name, call) {
  var stack = stackSave();
  try {
    return call(allocateUTF8OnStack(name));
  } finally {
    stackRestore(stack);
  }
}
// Strings by index until the core answers null.
function names(at) {
  var out = [];
  for (var i = 0, p; (p = at(i)); i++) out[i] = UTF8ToString(p);
  return out;
}

// Filled in once the wasm runs: where the core leaves a view's length, and the furthest seek.
var viewLengthAt = 0;
var maxSeek = 0;
var maxSeekWork = 0;
var onRuntimeInitializedBefore = Module['onRuntimeInitialized'];
Module['onRuntimeInitialized'] = function readConstants() {
  viewLengthAt = _sm_view_length() >> 2;
  maxSeek = _sm_max_seek();
  maxSeekWork = _sm_max_seek_work();
  addGetters();
  if (onRuntimeInitializedBefore) onRuntimeInitializedBefore();
};

// Each Scene's record: its handle (0 once deleted) and its views. Kept here,
// not on the object, so that only a Scene this module made has one: a Proxy
// or a copy has none, and looking one up runs no page code (a Proxy's traps
// could otherwise delete the scene between the check and the call).
var records = new WeakMap();

// A view of the memory at ptr, as long as the core said, over the heap as it
// is after the call that returned ptr: the heap grows (a new buffer, the old
// views detached), so a view is good until the next call into the core, and
// the page takes a new one each frame. A frame whose data did not move,
// change length or change buffer gets the same view object back, so playing
// allocates nothing.
var POSE = 0, DRAW_LIST = 1, DRAW_TEXT = 2, VALUES = 3;
function view(record, slot, ptr, bytes) {
  var heap = bytes ? HEAPU8 : HEAPF32;
  var n = HEAPU32[viewLengthAt];
  var v = record.views[slot];
  if (v && v.buffer === heap.buffer && v.byteOffset === ptr && v.length === n) return v;
  var at = ptr / heap.BYTES_PER_ELEMENT;
  return (record.views[slot] = heap.subarray(at, at + n));
}

function hasScene(id) {
  return withName(id, function (p) { return !!_sm_has_scene(p); });
}
function ids(unlisted) {
  var out = [];
  for (var i = 0, p; (p = _sm_scene_id(i)); i++) if (unlisted || _sm_scene_listed(i)) out.push(UTF8ToString(p));
  return out;
}

// Builds a scene so that running out of heap part-way frees what was built
// (cpp/bindings_heap.cpp) and reaches the caller as an Error, with the heap as
// it was before.
function build(id) {
  var stack = stackSave();
  _sm_build_begin();
  try {
    var handle = _sm_scene_new(allocateUTF8OnStack(id));
    _sm_build_commit();
    return handle;
  } catch (e) {
    _sm_build_rollback();
    if (e instanceof RangeError) {
      throw new RangeError('Not enough memory for another "' + id + '" scene: delete a scene or open fewer stages');
    }
    throw e;
  } finally {
    stackRestore(stack);
  }
}

function Scene(id) {
  needArity('new Scene', arguments, 1);
  needString('scene id', id);
  if (!hasScene(id)) throw new Error('Unknown scene "' + id + '". Valid scenes: ' + list(ids(false)));
  var scene = Object.create(Scene.prototype);
  records.set(scene, { handle: build(id), views: [] });
  return scene;
}
var proto = Scene.prototype;

// The record of a live Scene.
function needScene(what, self) {
  var record = records.get(self);
  if (!record) {
    throw new TypeError('Scene.' + what + ' must be called on a Scene made with new Scene(id), not on ' +
                        (self === null ? 'null' : typeof self));
  }
  if (!record.handle) throw new Error('Scene.' + what + ' called on a Scene that was deleted');
  return record;
}
// Every method checks `this` and its argument count first; body gets the
// scene's record, its handle and the arguments.
function method(name, arity, body) {
  proto[name] = function (a, b) {
    var record = needScene(name, this);
    needArity(name, arguments, arity);
    return body(record, record.handle, a, b);
  };
}
function paramFlags(h, name) {
  return withName(name, function (p) { return _sm_param_flags(h, p); });
}
// Bits of sm_param_flags (bindings.cpp).
var KNOWN = 1, SETTABLE = 2, PERSISTENT = 4, RECORD = 8;
function needParam(h, name) {
  needString('parameter name', name);
  var flags = paramFlags(h, name);
  if (!flags) {
    throw new Error('Unknown parameter "' + name + '". Valid parameters: ' +
                    list(names(function (i) { return _sm_param_name(h, i); })));
  }
  return flags;
}

method('buildPose', 1, function (r, h, dt) {
  needNumber('dt', dt);
  return view(r, POSE, _sm_scene_build_pose(h, dt));
});
method('pose', 0, function (r, h) { return view(r, POSE, _sm_scene_pose(h)); });
method('drawList', 0, function (r, h) { return view(r, DRAW_LIST, _sm_scene_draw_list(h)); });
method('drawText', 0, function (r, h) { return view(r, DRAW_TEXT, _sm_scene_draw_text(h), true); });
method('paramValues', 0, function (r, h) { return view(r, VALUES, _sm_scene_param_values(h)); });
method('jointNames', 0, function (r, h) { return names(function (i) { return _sm_joint_name(h, i); }); });
method('paramNames', 0, function (r, h) { return names(function (i) { return _sm_param_name(h, i); }); });
method('controls', 0, function (r, h) {
  var out = [];
  for (var i = 0, n = _sm_controls(h); i < n; i++) {
    out[i] = {
      'label': UTF8ToString(_sm_control_label(h, i)),
      'code': UTF8ToString(_sm_control_code(h, i)),
      'primary': !!_sm_control_primary(h, i),
    };
  }
  return out;
});

method('key', 2, function (r, h, code, down) {
  needString('key code', code);
  if (typeof down !== 'boolean') throw new TypeError('key down must be a boolean, got ' + typeof down);
  return withName(code, function (p) { return !!_sm_key(h, p, down); });
});
method('setParam', 2, function (r, h, name, value) {
  if (!(needParam(h, name) & SETTABLE)) throw new Error('Parameter "' + name + '" is a read-only readout');
  needNumber('value of "' + name + '"', value);
  if (!isFinite(value)) throw new RangeError('value of "' + name + '" must be finite, got ' + value);
  return withName(name, function (p) { return _sm_set_param(h, p, value); });
});
// A named text a scene takes (a game's ghost): false when the scene has no
// such text or refuses this one (nothing changes); "" back for an unknown name.
method('setText', 2, function (r, h, name, text) {
  needString('text name', name);
  if (typeof text !== 'string') throw new TypeError('text must be a string, got ' + typeof text);
  if (text.length > MAX_TEXT) return false;
  return withName(name, function (n) {
    return withName(text, function (t) { return !!_sm_set_text(h, n, t); });
  });
});
method('text', 1, function (r, h, name) {
  needString('text name', name);
  return withName(name, function (n) { return UTF8ToString(_sm_text(h, n)); });
});
method('param', 1, function (r, h, name) {
  needParam(h, name);
  return withName(name, function (p) { return _sm_param(h, p); });
});
[['hasParam', KNOWN], ['isSettable', SETTABLE], ['isPersistent', PERSISTENT], ['isRecord', RECORD]].forEach(function (m) {
  method(m[0], 1, function (r, h, name) {
    if (typeof name !== 'string') throw new TypeError('parameter name must be a string, got ' + typeof name);
    return shortString(name) && (paramFlags(h, name) & m[1]) !== 0;
  });
});

// The scene's strings and numbers, by the names the core gives them
// (bindings.cpp's kTexts and kNumbers), once the core runs.
function addGetters() {
  names(_sm_text_name).forEach(function (name, which) {
    method(name, 0, function (r, h) { return UTF8ToString(_sm_scene_text(h, which)); });
  });
  names(_sm_number_name).forEach(function (name, which) {
    var flag = _sm_number_is_flag(which);
    method(name, 0, function (r, h) {
      var n = _sm_scene_number(h, which);
      return flag ? n !== 0 : n;
    });
  });
}
method('tapCode', 1, function (r, h, u) {
  needNumber('u', u);
  return UTF8ToString(_sm_tap_code(h, u));
});

method('reset', 0, function (r, h) { _sm_reset(h); });
method('resync', 0, function (r, h) { _sm_resync(h); });
method('interrupt', 0, function (r, h) { _sm_interrupt(h); });
method('setFrame', 2, function (r, h, w, hgt) {
  needNumber('cssWidth', w);
  needNumber('cssHeight', hgt);
  return !!_sm_set_frame(h, w, hgt);
});
method('setTouch', 1, function (r, h, touch) { _sm_set_touch(h, !!touch); });
// A moment outside [0, maxSeek()] s, a seek of more work than maxSeekWork()
// (timed_scene.h) or a fractional frame count is refused with an Error;
// nothing changes.
function needTime(t) {
  needNumber('time', t);
  if (!(t >= 0 && t <= maxSeek)) throw new RangeError('time must be between 0 and ' + maxSeek + ' seconds, got ' + t);
}
method('seekWork', 1, function (r, h, t) {
  needTime(t);
  return _sm_seek_work(h, t);
});
method('seek', 1, function (r, h, t) {
  needTime(t);
  if (!(_sm_seek_work(h, t) <= maxSeekWork)) {
    throw new RangeError('going to ' + t + ' s in one seek would replay more than ' + maxSeekWork +
                         ' figure-frames; seek there in steps (seekWork(t) tells each one\'s)');
  }
  return !!_sm_seek(h, t);
});
method('step', 1, function (r, h, frames) {
  needNumber('frames', frames);
  if ((frames | 0) !== frames) throw new RangeError('frames must be a whole number (32-bit), got ' + frames);
  return !!_sm_step(h, frames);
});
// Frees the scene's wasm state once; any later call, a second delete() too, throws.
proto['delete'] = function () {
  var record = needScene('delete', this);
  var h = record.handle;
  record.handle = 0;
  record.views = null;
  _sm_scene_delete(h);
};

function moduleFunction(name, arity, body) {
  Module[name] = function (a) {
    needArity(name, arguments, arity);
    return body(a);
  };
}
moduleFunction('sceneIds', 0, function () { return ids(false); });
// The unlisted scenes too: the build lists which core holds which scene.
moduleFunction('allSceneIds', 0, function () { return ids(true); });
moduleFunction('hasScene', 1, function (id) {
  if (typeof id !== 'string') throw new TypeError('scene id must be a string, got ' + typeof id);
  return shortString(id) && hasScene(id);
});
moduleFunction('sceneTitle', 1, function (id) {
  if (typeof id !== 'string') throw new TypeError('scene id must be a string, got ' + typeof id);
  return shortString(id) ? withName(id, function (p) { return UTF8ToString(_sm_scene_title(p)); }) : '';
});
moduleFunction('maxSeek', 0, function () { return maxSeek; });
moduleFunction('maxSeekWork', 0, function () { return maxSeekWork; });
// The draw list's wire format for the renderer: each op's code, its length (op
// code included), where a polygon keeps its point count, and the colour roles
// by index, so the page never retypes what the core writes.
moduleFunction('drawLayout', 0, function () {
  var ops = {};
  for (var i = 0, p; (p = _sm_op_name(i)); i++) {
    var op = { 'code': _sm_op_code(i), 'floats': _sm_op_floats(i) };
    if (_sm_op_count_at(i)) op['countAt'] = _sm_op_count_at(i);
    ops[UTF8ToString(p)] = op;
  }
  return { 'ops': ops, 'pointFloats': _sm_point_floats(), 'styles': names(_sm_style_name) };
});
Module['Scene'] = Scene;
