import type { KnowledgeEntry } from './types';

/** Fichas en español (docs/product.md#what-it-does-and-for-whom y docs/product.md#limits-and-constants). Los precios no están aquí: llegan en vivo de la base de datos. */
export const spanishKnowledge: KnowledgeEntry[] = [
  {
    id: 'about',
    title: 'Qué es ICE SOS',
    keywords: 'qué es ice sos servicio empresa producto resumen explicar ofrecen hacéis hacen',
    answer:
      'ICE SOS es un servicio de seguridad personal. Le ofrece SOS con un solo toque y ubicación GPS compartida, acceso para familiares y cuidadores con permisos que usted controla, una central de atención profesional en España, 24/7, un colgante Bluetooth y a mí, Emma, su asistente. Funciona en inglés, neerlandés y español.',
  },
  {
    id: 'sos',
    title: 'Cómo funciona el botón SOS',
    keywords: 'sos botón alarma alerta cómo funciona pulsar tocar activar gps ubicación enviar contactos de emergencia pasa',
    answer:
      'Un toque en el botón SOS de la app (o una pulsación en el colgante) activa la alarma. Sus contactos de emergencia reciben al instante un aviso con su ubicación GPS, por notificación en la app, correo electrónico y SMS, y los familiares con permiso de alertas lo ven en directo. Cada SOS guarda una cronología. En una emergencia con riesgo para la vida, llame también siempre al 112.',
  },
  {
    id: 'pendant',
    title: 'El colgante Bluetooth ICE SOS',
    keywords: 'colgante collar dispositivo llevar botón bluetooth alcance lejos distancia batería carga garantía reembolso devolución hardware emparejar ritmo cardíaco',
    answer:
      'El colgante Bluetooth ICE SOS es un botón SOS que se lleva puesto y se empareja con la app por Bluetooth. Tiene un alcance de hasta 100 m y la batería dura hasta 7 días. La app muestra su ritmo cardíaco y el nivel de batería. Incluye 1 año de garantía; el hardware no es reembolsable.',
  },
  {
    id: 'family',
    title: 'Acceso para familiares y cuidadores',
    keywords: 'familia familiares cuidador cuidadora hijos padres invitar compartir acceso permisos vincular ver mi ubicación',
    answer:
      'Invite a familiares o cuidadores en la página Familia y cuidadores de su panel (/full-dashboard/family): indique su correo, elija familiar o cuidador, la relación y cada permiso: recibir sus alertas SOS, ver su ubicación (nunca, solo durante un SOS o siempre), su ficha médica, el estado de su dispositivo y su actividad. El acceso de un cuidador puede limitarse en el tiempo (24 horas, 7 días, 30 días o la fecha que usted elija) y termina exactamente entonces. Puede pausar, reanudar, cambiar o revocar el acceso, y reenviar o cancelar invitaciones pendientes. La persona invitada abre el enlace del correo, inicia sesión o se registra, ve exactamente lo que se le concede y acepta o rechaza.',
  },
  {
    id: 'call-centre',
    title: 'La Central de Atención España',
    keywords: 'central de atención centro de llamadas centralita españa operadores profesional 24/7 español inglés grabadas servicio regional teléfono',
    answer:
      'Nuestra central de atención profesional en España atiende su SOS 24/7, los 365 días del año. Los operadores hablan inglés y español, todas las llamadas se graban y, si hace falta, le conectan con los servicios de emergencia a través del 112. Está disponible con el plan Central de Atención España.',
  },
  {
    id: 'emergency-number',
    title: 'Número de emergencias',
    keywords: 'número de emergencias 112 ambulancia policía bomberos llamar qué número',
    answer:
      'El número de emergencias en España y en el resto de Europa es el 112. Si su vida corre peligro, llame primero al 112 y después pulse SOS en la app para que sus contactos lo sepan.',
  },
  {
    id: 'contacts',
    title: 'Contactos de emergencia',
    keywords: 'contactos de emergencia cuántos añadir personas avisar límite máximo cinco',
    answer:
      'Sus contactos de emergencia están en la página Contactos de su panel (Panel → Contactos, /full-dashboard/contacts). Allí los añade, edita y elimina, los ordena por prioridad y elige cómo se avisa a cada uno (correo, SMS). Su plan fija el límite, que la página muestra: los planes Family Connection y Premium permiten hasta 5. Cada contacto recibe un correo o SMS para confirmar que acepta serlo, y la página muestra quién ha aceptado o rechazado. Quien aceptó, o aún no ha respondido, recibe sus alertas SOS con su ubicación; quien rechazó no recibe avisos.',
  },
  {
    id: 'privacy',
    title: 'Privacidad y datos personales',
    keywords: 'privacidad datos información personal rgpd seguro guardados compartir ubicación rastreo quién puede ver',
    answer:
      'Su privacidad es lo primero. Su ubicación solo se comparte durante un SOS o como usted lo permita, sus familiares solo ven lo que autoriza, cada vez que otra persona consulta su ficha médica o su ubicación queda registrado para que usted lo vea (Panel → Registro de accesos), y sus datos están protegidos con reglas de acceso en cada tabla. En la página Cuenta puede descargar todos sus datos o eliminar su cuenta. Consulte los detalles en nuestra política de privacidad en /privacy.',
  },
  {
    id: 'cancellation',
    title: 'Cancelar la suscripción',
    keywords: 'cancelar cancelación dar de baja terminar suscripción preaviso anular darme de baja',
    answer:
      'Puede cancelar su suscripción con 30 días de preaviso. Su acceso sigue hasta el final del periodo de facturación en curso. El hardware del colgante no es reembolsable.',
  },
  {
    id: 'registration',
    title: 'Registrarse',
    keywords: 'registrarse registro darse de alta apuntarse unirse suscribirse crear cuenta empezar hacerme miembro',
    answer:
      'En /register Emma pregunta de una en una (o elija «¿Prefiere un formulario?»): quién estará protegido y su nombre, correo, móvil, país, idioma, plan (en España, también la Central de Atención España, con su precio), contactos de emergencia hasta el límite del plan, datos médicos opcionales con consentimiento aparte, condiciones y política de privacidad, y contraseña. Todo se cambia en el resumen junto al chat. Luego, el enlace del correo de confirmación le da acceso y le lleva a pagar su plan.',
  },
  {
    id: 'support',
    title: 'Soporte y contacto',
    keywords: 'soporte asistencia contacto atención al cliente correo pregunta problema hablar persona humano contactar',
    answer:
      'Nuestro equipo de soporte está para ayudarle: visite la página de soporte (/support) o envíenos un mensaje con el formulario de contacto (/contact). En una emergencia, llame siempre al 112.',
  },
  {
    id: 'emma',
    title: 'Sobre Emma',
    keywords: 'emma quién es usted quién eres asistente ia bot robot chat virtual',
    answer:
      'Soy Emma, la asistente de ICE SOS. Respondo preguntas sobre el servicio, los planes, el colgante, el acceso familiar y la central de atención, a cualquier hora, en inglés, neerlandés y español.',
  },
  {
    id: 'languages',
    title: 'Idiomas y monedas',
    keywords: 'idioma idiomas neerlandés holandés español inglés hablar moneda monedas euro libra dólar cambiar',
    answer:
      'ICE SOS está disponible en inglés, neerlandés y español, y los precios se pueden mostrar en EUR, GBP, USD o AUD. Cambie el idioma y la moneda con los selectores de la parte superior de la web.',
  },
  {
    id: 'medical',
    title: 'Perfil médico',
    keywords: 'perfil médico información alergias medicamentos medicación enfermedades grupo sanguíneo médico sanitarios salud',
    answer:
      'Su ficha médica tiene su propia página en el panel (Panel → Ficha médica, /full-dashboard/medical-id): grupo sanguíneo, alergias, enfermedades, medicación, su médico y notas para los servicios de emergencia. La página indica quién puede verla: los familiares o cuidadores a los que usted dio ese permiso, y la central de atención durante una alarma. Cada vez que otra persona la consulta, aparece en su registro de accesos (Panel → Registro de accesos, /full-dashboard/access-log).',
  },
  {
    id: 'smart-speakers',
    title: 'SOS por voz y altavoces inteligentes',
    keywords: 'alexa google home altavoz inteligente voz comando manos libres',
    answer:
      'El SOS por voz con altavoces inteligentes está previsto: la vinculación con Amazon Alexa y Google Home llegará pronto. Hoy puede activar un SOS desde la app o con el colgante.',
  },
  {
    id: 'app',
    title: 'La app',
    keywords: 'app aplicación descargar instalar teléfono móvil iphone android tienda',
    answer:
      'ICE SOS funciona como app en su teléfono: instálela desde la web (el botón Instalar app) e inicie sesión con su cuenta. El botón SOS, sus contactos y la conexión con el colgante están en la app.',
  },
  {
    id: 'test-alert',
    title: 'Probar alertas',
    keywords: 'prueba alerta de prueba probar practicar comprobar funciona simulacro',
    answer:
      'En la página Contactos de su panel (/full-dashboard/contacts) puede enviar un mensaje de prueba a uno de sus contactos de emergencia para comprobar que le llega; la página muestra si se ha entregado.',
  },
  {
    id: 'payment',
    title: 'Pago y facturación',
    keywords: 'pagar pago facturación factura tarjeta cobro mensual cuándo dinero',
    answer:
      'Los planes se facturan por mes. Usted elige su plan al registrarse; su plan, sus facturas y su método de pago están en la página Suscripción de su panel (/full-dashboard/subscription). Puede cancelar con 30 días de preaviso; el acceso dura hasta el final del periodo de facturación.',
  },
  {
    id: 'account',
    title: 'Su cuenta',
    keywords: 'cuenta ajustes cambiar correo electrónico dirección contraseña cerrar sesión todas partes dispositivos sesiones descargar exportar mis datos eliminar borrar cerrar cuenta rgpd',
    answer:
      'Los ajustes de su cuenta están en la página Cuenta de su panel (/full-dashboard/account; también en el menú Cuenta de arriba). Allí cambia su correo electrónico (confirmado desde la dirección antigua y la nueva) y su contraseña, cierra sesión aquí, en sus otros dispositivos o en todas partes, y activa el inicio de sesión en dos pasos. Puede descargar todos sus datos en un único archivo JSON y eliminar su cuenta: la página indica qué se borra y qué nos obliga a conservar la ley (los datos de facturación).',
  },
  {
    id: 'looking-after',
    title: 'Personas a las que cuido',
    keywords: 'cuidar personas a las que cuido cuidador familiar aceptar invitación enlace su alarma batería ubicación ficha médica acceso termina',
    answer:
      'Si alguien le ha invitado como familiar o cuidador, abra el enlace del correo de invitación, inicie sesión o regístrese, compruebe exactamente lo que se le concede y acepte o rechace. Las personas a las que cuida aparecen después en la página Personas a las que cuido (/full-dashboard/looking-after): su última alarma y su estado, la batería de su colgante y cuándo se vio por última vez, y su ficha médica o ubicación solo cuando sus permisos lo permitan. La página muestra también cuándo termina su acceso; después ya no se puede consultar nada más.',
  },
  {
    id: 'access-log',
    title: 'Registro de accesos',
    keywords: 'registro de accesos quién ha visto consultado mi ficha médica ubicación historial auditoría exportar csv',
    answer:
      'El registro de accesos de su panel (/full-dashboard/access-log) muestra cada vez que otra persona consultó su ficha médica o su ubicación: quién, con qué función, qué, cuándo y durante qué alarma. Puede filtrarlo por periodo y exportarlo como archivo CSV.',
  },
  {
    id: 'sos-history',
    title: 'Historial de SOS',
    keywords: 'historial sos alarmas anteriores cronología exportar imprimir json csv alertas pasadas',
    answer:
      'Sus alarmas anteriores están en el historial de SOS (/full-dashboard/sos-history): cada alarma con su cronología. Puede exportar una cronología como JSON o CSV o imprimirla como una página limpia; cada exportación lleva un resumen criptográfico (digest) para comprobar una copia con la nuestra.',
  },
];
